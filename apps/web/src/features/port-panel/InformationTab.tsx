import {
  Button,
  Divider,
  Group,
  Menu,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  portPanelEndpoints,
  type DlkpSource,
  type PortSummary,
  type RegistryAsset,
} from '@pantau/contracts';
import { orMissing } from '@pantau/domain';
import { IconDownload, IconPrinter, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../api/call.ts';
import { can, useSession } from '../../api/session.ts';
import { useMapInstance } from '../../map/MapContext.ts';
import { flyToView } from '../../map/places.ts';
import { InfoRows } from '../../ui/InfoRows.tsx';
import { cancelDensity, mergeDays, useDensity } from '../density/index.ts';
import { portTabOf, portTabsOf, useFeatures, type PortRef, type PortTabId } from '../feature.ts';
import { PortHistorySection } from './PortHistorySection.tsx';
import type { PortEditor } from './port-panel.store.ts';
import { PrintPreview } from './PrintPreview.tsx';
import { useSensorTabs } from './port-tabs.ts';
import { SensorStatusOf } from './StatusDots.tsx';
import { usePortSensors, vesselsUrl } from './port-panel.api.ts';
import { STATUS_KEY, isDisnavOffice, showsAlurSbnp } from './port-panel.model.ts';

/** SPEC §9 feature map zoom: where the Density switch shows the port's area. */
const DENSITY_ZOOM = 11;

/**
 * The INFORMATION tab, the panel's second card (SPEC §2.20): General Info; for a port that is
 * not a Disnav office the vessel counts (DLKP in and out, AIS radius 30NM), the 15 and 30 NM
 * downloads, refresh and print; the Assets table; the DLKP source; the Density and Radar
 * switches; Port History; and the Alur & SBNP and Others buttons.
 */
export function InformationTab(props: {
  asset: RegistryAsset;
  port: PortRef;
  summary: UseQueryResult<PortSummary>;
  source: DlkpSource;
  setSource: (s: DlkpSource) => void;
  openTab: (tab: PortTabId) => void;
  Editor?: PortEditor | undefined;
}) {
  const { t } = useTranslation();
  const { asset, port, summary, source, Editor } = props;
  const office = isDisnavOffice(asset);
  const [printing, setPrinting] = useState(false);
  const s = summary.data;
  const general: [string, string][] = [
    [t('portPanel.general.code'), orMissing(asset.code)],
    [t('portPanel.general.id'), asset.id],
    [t('portPanel.general.lon'), asset.lon.toFixed(5)],
    [t('portPanel.general.lat'), asset.lat.toFixed(5)],
  ];

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('portPanel.general.title')}
      </Text>
      <InfoRows rows={general} testId="port-general-info" labelWidth={90} />
      {Editor && <Editor asset={asset} />}
      {!office && (
        <>
          <Divider />
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} size="sm">
              {t('portPanel.count.title')}
            </Text>
            <Tooltip label={t('portPanel.count.refresh')}>
              <Button
                size="compact-xs"
                variant="subtle"
                aria-label={t('portPanel.count.refresh')}
                data-testid="port-refresh"
                loading={summary.isFetching}
                onClick={() => void summary.refetch()}
              >
                <IconRefresh size={14} />
              </Button>
            </Tooltip>
          </Group>
          <CountRows summary={s} />
          <SegmentedControl
            size="xs"
            fullWidth
            value={source}
            onChange={(v) => props.setSource(v === 'simnav' ? 'simnav' : 'imotion')}
            disabled={summary.isPending || summary.isPlaceholderData || asset.code === null}
            data-testid="port-dlkp-source"
            aria-label={t('portPanel.count.source')}
            data={[
              { value: 'imotion', label: 'I-MOTION' },
              { value: 'simnav', label: 'SIMNAV' },
            ]}
          />
          <Group gap={6} grow>
            {([15, 30] as const).map((r) => (
              <Button
                key={r}
                component="a"
                href={vesselsUrl(asset.id, r, source)}
                download
                size="xs"
                variant="light"
                leftSection={<IconDownload size={14} />}
                data-testid={`port-download-${r}`}
              >
                {t('portPanel.count.download', { nm: r })}
              </Button>
            ))}
          </Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPrinter size={14} />}
            data-testid="port-print"
            onClick={() => setPrinting(true)}
          >
            {t('portPanel.print.open')}
          </Button>
          <VesselList summary={s} />
          <Divider />
          <AssetsTable port={port} />
          <DensitySwitch port={port} />
          <RadarSwitch port={port} />
          <Divider />
          <PortHistorySection portId={asset.id} />
        </>
      )}
      <Divider />
      <PortButtons asset={asset} openTab={props.openTab} />
      {printing && s && (
        <PrintPreview summary={s} source={source} onClose={() => setPrinting(false)} />
      )}
    </Stack>
  );
}

function CountRows({ summary: s }: { summary: PortSummary | undefined }) {
  const { t } = useTranslation();
  const dots = '…';
  const dlkpLine =
    s && s.dlkp.inside === null
      ? s.dlkp.error
        ? t('portPanel.count.dlkpFailed', { reason: s.dlkp.error })
        : !s.dlkp.configured
          ? t('portPanel.count.simnavNotConfigured')
          : t('portPanel.count.noDlkp')
      : null;
  return (
    <Stack gap={2}>
      {dlkpLine ? (
        <Text size="xs" c="dimmed" data-testid="port-dlkp-none">
          {dlkpLine}
        </Text>
      ) : (
        <Group gap="md">
          <Text size="sm">
            {t('portPanel.count.dlkpIn')}:{' '}
            <b data-testid="port-dlkp-in">{s?.dlkp.inside ?? dots}</b>
          </Text>
          <Text size="sm">
            {t('portPanel.count.dlkpOut')}:{' '}
            <b data-testid="port-dlkp-out">{s?.dlkp.outside ?? dots}</b>
          </Text>
        </Group>
      )}
      <Text size="sm">
        {t('portPanel.count.radius')}: <b data-testid="port-radius-30">{s?.within30 ?? dots}</b>
      </Text>
    </Stack>
  );
}

function VesselList({ summary: s }: { summary: PortSummary | undefined }) {
  const { t } = useTranslation();
  if (!s) return null;
  if (s.vessels.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="port-no-vessel">
        {t('portPanel.noVessel')}
      </Text>
    );
  }
  return (
    <Table fz="xs" verticalSpacing={2} striped data-testid="port-vessels">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('portPanel.vessels.vessel')}</Table.Th>
          <Table.Th>{t('portPanel.vessels.distance')}</Table.Th>
          <Table.Th>DLKP</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {s.vessels.slice(0, 50).map((v) => (
          <Table.Tr key={v.mmsi} data-testid="port-vessel-row" data-mmsi={v.mmsi}>
            <Table.Td>{v.name ?? v.mmsi}</Table.Td>
            <Table.Td>{v.distanceNm.toFixed(1)}</Table.Td>
            <Table.Td>
              {v.inDlkp === null ? '-' : t(v.inDlkp ? 'portPanel.in' : 'portPanel.out')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * SPEC §2.20 Assets table: the port's CCTV, VHF and weather sensors by name with their state
 * (the infrastructure feature's), and the radar as its tab's feature reports it.
 */
function AssetsTable({ port }: { port: PortRef }) {
  const { t } = useTranslation();
  const sensors = usePortSensors(port.id).data?.sensors;
  const stateKey = { up: 'ok', down: 'down', unknown: 'none' } as const;
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {t('portPanel.assets.title')}
      </Text>
      <Table fz="xs" verticalSpacing={2} data-testid="port-assets">
        <Table.Tbody>
          {useSensorTabs().map(({ id: sensor, label }) => {
            const mine = (sensors ?? []).filter((x) => x.kind === sensor);
            return (
              <Table.Tr key={sensor}>
                <Table.Th w={80} style={{ verticalAlign: 'top' }}>
                  {t(label)}
                </Table.Th>
                {mine.length > 0 ? (
                  <Table.Td data-field={t(label)}>
                    {mine.map((x) => (
                      <div key={x.id} data-testid="port-asset" data-state={x.state}>
                        {x.name}: {t(STATUS_KEY[stateKey[x.state]])}
                      </div>
                    ))}
                  </Table.Td>
                ) : (
                  <SensorStatusOf
                    sensor={sensor}
                    port={port}
                    render={(status) => (
                      <Table.Td data-field={t(label)} data-status={status}>
                        {t(STATUS_KEY[status])}
                      </Table.Td>
                    )}
                  />
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * SPEC §2.20 Density switch (superAdmin, admin, developer; the server checks density.port):
 * today's density within the port's 30 NM drawn by the density layer, the map on the port;
 * closing the panel turns off what it turned on.
 */
function DensitySwitch({ port }: { port: PortRef }) {
  const { t } = useTranslation();
  const session = useSession();
  const map = useMapInstance();
  const on = useDensity((s) => s.on);
  const mine = useRef(false);
  const [state, setState] = useState<'idle' | 'loading' | 'empty' | 'failed'>('idle');
  useEffect(
    () => () => {
      if (!mine.current) return;
      cancelDensity();
      useDensity.setState({ on: false, cells: null, status: 'idle' });
    },
    [],
  );
  if (!can(session.data, 'density.port')) return null;
  const off = () => {
    mine.current = false;
    cancelDensity();
    useDensity.setState({ on: false, cells: null, status: 'idle' });
    setState('idle');
  };
  const turnOn = async () => {
    mine.current = true;
    setState('loading');
    try {
      const view = await call(portPanelEndpoints.density, { params: { id: port.id } });
      if (!mine.current) return;
      cancelDensity();
      useDensity.setState({
        on: true,
        from: view.from,
        to: view.to,
        status: 'done',
        fetched: 1,
        days: 1,
        cells: mergeDays([view]),
      });
      setState(view.days.length === 0 ? 'empty' : 'idle');
      if (map) flyToView(map, { center: [port.lon, port.lat], zoom: DENSITY_ZOOM });
    } catch {
      mine.current = false;
      setState('failed');
    }
  };
  return (
    <Stack gap={2}>
      <Switch
        size="xs"
        label={t('portPanel.density')}
        checked={on}
        disabled={state === 'loading'}
        onChange={(e) => (e.currentTarget.checked ? void turnOn() : off())}
        data-testid="port-density"
      />
      {state === 'empty' && (
        <Text size="xs" c="dimmed">
          {t('common.datesNotAvailable')}
        </Text>
      )}
      {state === 'failed' && (
        <Text size="xs" c="red">
          {t('portPanel.densityFailed')}
        </Text>
      )}
    </Stack>
  );
}

/** SPEC §2.20 Radar switch: the RADAR tab's target list, or 'Radar is not active'. */
function RadarSwitch({ port }: { port: PortRef }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(false);
  const radar = portTabOf(useFeatures(), 'radar');
  return (
    <Stack gap={4}>
      <Switch
        size="xs"
        label={t('portPanel.radar')}
        checked={on}
        onChange={(e) => setOn(e.currentTarget.checked)}
        data-testid="port-radar-switch"
      />
      {on && (
        <SensorStatusOf
          sensor="radar"
          port={port}
          render={(status) =>
            radar && status === 'ok' ? (
              <radar.Tab port={port} />
            ) : (
              <Text size="sm" c="dimmed" data-testid="port-radar-inactive">
                {t('common.radarInactive')}
              </Text>
            )
          }
        />
      )}
    </Stack>
  );
}

/**
 * 'Alur & SBNP' (any registry port with a code; SPEC §6: superAdmin and developer always;
 * disnav, lps and admin when their portCode is the port's) opens the port's feature manager;
 * 'Others' its media tabs. A Kantor Disnav shows only 'Alur & SBNP'.
 */
function PortButtons(props: { asset: RegistryAsset; openTab: (tab: PortTabId) => void }) {
  const { t } = useTranslation();
  const user = useSession().data?.user;
  const { code } = props.asset;
  const media = portTabsOf(useFeatures()).filter((tab) => tab.others);
  const alurSbnp = showsAlurSbnp(
    props.asset,
    user && { role: user.role, portCode: user.options.portCode },
  );
  return (
    <Group gap={6} grow>
      {alurSbnp && code !== null && (
        <Button
          component={Link}
          to={`/alur-sbnp/${code}`}
          size="xs"
          variant="light"
          data-testid="port-alur-sbnp"
        >
          {t('portPanel.alurSbnp')}
        </Button>
      )}
      {!isDisnavOffice(props.asset) && (
        <Menu position="top" withinPortal>
          <Menu.Target>
            <Button size="xs" variant="light" data-testid="port-others">
              {t('portPanel.others')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {media.map((tab) => (
              <Menu.Item key={tab.id} onClick={() => props.openTab(tab.id)}>
                {t(tab.label)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
