import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { PORT_COLUMNS, SUMMARY_COLUMNS, isPortRow, type RegistryAsset } from '@pantau/contracts';
import { IconArrowLeft, IconListDetails } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, useSession } from '../../api/session.ts';
import type { Action } from '../feature.ts';
import { useMapInstance } from '../../map/MapContext.ts';
import { flyToView } from '../../map/places.ts';
import { useRail } from '../../screen/rail.store.ts';
import { useSelection } from '../../selection/selection.store.ts';
import { PortTable } from './PortTable.tsx';
import { useRegistry } from './ports.api.ts';
import { RegistryImport } from './RegistryImport.tsx';

/** The dialog's width (its tables scroll sideways within it). */
export const WIDTH = 1070;

/** Where choosing a port lands: its quick zoom, else harbour scale (spec zoom). */
const PORT_ZOOM = 12;

/**
 * DATA PORT/PELABUHAN (SPEC §2.10): the ports of the registry, 10 a page with the 20
 * columns, search and download; 'Summary' opens DATA REKAP PELABUHAN (7 columns, search,
 * download). Choosing a port focuses the map on it, opens its card and closes the dialog.
 */
export function DataPortPanel({ action }: { action: Action }) {
  const { t } = useTranslation();
  const map = useMapInstance();
  const registry = useRegistry();
  const session = useSession();
  const [summary, setSummary] = useState(false);
  const ports = useMemo(() => (registry.data?.assets ?? []).filter(isPortRow), [registry.data]);

  const choose = (a: RegistryAsset) => {
    if (map) flyToView(map, { center: [a.lon, a.lat], zoom: a.quickZoom ?? PORT_ZOOM });
    useSelection.getState().select({ kind: 'poi', id: a.id });
    useRail.getState().close();
  };

  if (summary) {
    return (
      <Stack gap="xs" w={WIDTH} maw="calc(100vw - 120px)" data-testid="data-port-summary">
        <Group gap="xs">
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconArrowLeft size={14} />}
            onClick={() => setSummary(false)}
            data-testid="data-port-back"
          >
            {t('ports.table.back')}
          </Button>
          <Title order={5}>DATA REKAP PELABUHAN</Title>
        </Group>
        <PortTable
          table="summary"
          columns={SUMMARY_COLUMNS}
          ports={ports}
          loading={registry.isPending}
          testId="data-port-summary-table"
          minWidth={900}
          onChoose={choose}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="xs" w={WIDTH} maw="calc(100vw - 120px)">
      <Text size="xs" c="dimmed">
        {t(action.description)}
      </Text>
      <PortTable
        table="ports"
        columns={PORT_COLUMNS}
        ports={ports}
        loading={registry.isPending}
        testId="data-port-table"
        minWidth={2400}
        onChoose={choose}
        actions={
          <>
            {can(session.data, 'registry.manage') && <RegistryImport />}
            <Button
              size="xs"
              variant="light"
              leftSection={<IconListDetails size={14} />}
              onClick={() => setSummary(true)}
              data-testid="data-port-summary-open"
            >
              {t('ports.table.summary')}
            </Button>
          </>
        }
      />
    </Stack>
  );
}
