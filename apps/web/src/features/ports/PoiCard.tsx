import { Button, CloseButton, Group, Text, Title } from '@mantine/core';
import { poiDisplayName } from '@pantau/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, useSession } from '../../api/session.ts';
import { SidePanel } from '../../screen/SidePanel.tsx';
import { useSelection } from '../../selection/selection.store.ts';
import { InfoRows } from '../../ui/InfoRows.tsx';
import { PoiEditForm } from './PoiEditForm.tsx';
import { poiRows } from './poi-info.ts';
import { useRegistryAsset } from './ports.api.ts';

/** The POI info card (SPEC §2.24), titled with the POI's name, where the vessel panel would be. */
export function PoiCard({ id }: { id: string }) {
  const { t } = useTranslation();
  const asset = useRegistryAsset(id);
  const session = useSession();
  const [editing, setEditing] = useState(false);
  if (!asset) return null;
  return (
    <SidePanel label={t('ports.card.label')} testId="poi-card" mmsi={asset.id} padding="sm">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={4} data-testid="poi-card-title">
          {poiDisplayName(asset.name, asset.category)}
        </Title>
        <CloseButton
          aria-label={t('ports.card.close')}
          onClick={() => useSelection.getState().select(null)}
        />
      </Group>
      {editing ? (
        <PoiEditForm asset={asset} onDone={() => setEditing(false)} />
      ) : (
        <InfoRows rows={poiRows(t, asset)} testId="poi-info" />
      )}
      {!editing && can(session.data, 'registry.manage') && (
        <Group justify="flex-end" mt="xs">
          <Button
            size="xs"
            variant="light"
            onClick={() => setEditing(true)}
            data-testid="poi-card-edit"
          >
            {t('common.edit')}
          </Button>
        </Group>
      )}
      {asset.source === 'wpi' && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('ports.card.wpiSource')}
        </Text>
      )}
    </SidePanel>
  );
}
