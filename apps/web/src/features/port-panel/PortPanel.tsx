import {
  ActionIcon,
  Box,
  CloseButton,
  Group,
  Paper,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { DlkpSource, RegistryAsset } from '@pantau/contracts';
import { IconGripVertical, IconMaximize, IconMinus } from '@tabler/icons-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRail } from '../../screen/rail.store.ts';
import { useSelection } from '../../selection/selection.store.ts';
import {
  portTabOf,
  portTabSectionsOf,
  portTabsOf,
  useFeatures,
  type PortTabId,
} from '../feature.ts';
import { InformationTab } from './InformationTab.tsx';
import { NavigationTab } from './NavigationTab.tsx';
import classes from './PortPanel.module.css';
import { isDisnavOffice, portTabsFor, refOf } from './port-panel.model.ts';
import { closePortHistory } from './port-history.ts';
import { usePortSummary } from './port-panel.api.ts';
import { closePortPanel, usePortPanel, type PortEditor } from './port-panel.store.ts';
import { StatusDots } from './StatusDots.tsx';

/** SPEC §4 'Port panel': switching ports closes the panel and opens it again after 190 ms. */
const REOPEN_MS = 190;

/**
 * The port info panel (SPEC §2.20) for a registry port or Kantor Disnav: a draggable panel
 * sliding in on the left, 300 px, with the seven vertical tabs. Another port closes it and
 * opens it again after 190 ms, with a fresh state; closing it stops the history replay, the
 * polling and the tabs' media (they unmount).
 */
export function PortPanelOverlay() {
  const asset = usePortPanel((s) => s.asset);
  const Editor = usePortPanel((s) => s.Editor);
  if (!asset) return null;
  return <PortPanel asset={asset} Editor={Editor ?? undefined} />;
}

function PortPanel({ asset, Editor }: { asset: RegistryAsset; Editor?: PortEditor | undefined }) {
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setShown(asset.id), REOPEN_MS);
    return () => {
      clearTimeout(timer);
      setShown(null);
    };
  }, [asset.id]);
  if (shown !== asset.id) return null;
  return <OpenPortPanel key={asset.id} asset={asset} Editor={Editor} />;
}

function OpenPortPanel({
  asset,
  Editor,
}: {
  asset: RegistryAsset;
  Editor?: PortEditor | undefined;
}) {
  const { t } = useTranslation();
  const features = useFeatures();
  const [port] = useState(() => refOf(asset));
  const [tab, setTab] = useState<PortTabId>('information');
  const [source, setSource] = useState<DlkpSource>('imotion');
  const [offset, setOffset] = useState<[number, number]>([0, 0]);
  const [minimized, setMinimized] = useState(false);
  const drag = useRef<{ x: number; y: number; from: [number, number] } | null>(null);
  const summary = usePortSummary(asset.id, source);
  // Beside the selection's card (the vessel panel), on its side: left, or right while a rail
  // panel takes the left.
  const side = useRail((r) => (r.open !== null ? 'right' : 'left'));
  const beside = useSelection((s) => s.selected !== null);

  useEffect(() => {
    usePortPanel.getState().setPort(port);
    return () => {
      closePortHistory();
      usePortPanel.getState().setPort(null);
    };
  }, [port]);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('button')) return;
    drag.current = { x: e.clientX, y: e.clientY, from: offset };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    setOffset([d.from[0] + e.clientX - d.x, d.from[1] + e.clientY - d.y]);
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const Filled = tab === 'information' || tab === 'navigation' ? null : portTabOf(features, tab);
  const sections =
    tab === 'information' || tab === 'navigation' ? [] : portTabSectionsOf(features, tab);
  const count = summary.data?.within30;
  const office = isDisnavOffice(asset);
  const tabs = portTabsFor(asset, portTabsOf(features));
  const label = tabs.find((x) => x.id === tab)?.label;

  return (
    <Paper
      className={classes.panel}
      shadow="lg"
      radius="md"
      withBorder
      role="dialog"
      aria-label={t('portPanel.label', { name: asset.name })}
      data-testid="port-panel"
      data-port={asset.id}
      data-side={side}
      data-beside={beside || undefined}
      style={{ transform: `translate(${offset[0]}px, ${offset[1]}px)` }}
    >
      <div className={classes.body}>
        <Box
          className={classes.header}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          data-testid="port-panel-drag"
        >
          <Group justify="space-between" wrap="nowrap" gap={4}>
            <Group gap={4} wrap="nowrap">
              <IconGripVertical size={14} aria-hidden />
              <Title order={5} data-testid="port-panel-name" lineClamp={1}>
                {asset.name}
              </Title>
            </Group>
            <Group gap={2} wrap="nowrap">
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray"
                aria-label={t(minimized ? 'portPanel.maximize' : 'portPanel.minimize')}
                aria-pressed={minimized}
                onClick={() => setMinimized((m) => !m)}
                data-testid="port-panel-minimize"
              >
                {minimized ? <IconMaximize size={14} /> : <IconMinus size={14} />}
              </ActionIcon>
              <CloseButton
                size="sm"
                aria-label={t('portPanel.close')}
                onClick={closePortPanel}
                data-testid="port-panel-close"
              />
            </Group>
          </Group>
          <Text size="xs" c="dimmed">
            {t('portPanel.portId')}: <span data-testid="port-panel-id">{asset.id}</span>
          </Text>
          <Text size="xs" ff="monospace" data-testid="port-panel-position">
            {asset.lon.toFixed(5)}, {asset.lat.toFixed(5)}
          </Text>
          <Group justify={office ? 'flex-end' : 'space-between'} gap={4} mt={2}>
            {!office && (
              <Text size="xs">
                {t('portPanel.vesselCount')}:{' '}
                <b data-testid="port-vessel-count">{count === undefined ? '…' : count}</b>
              </Text>
            )}
            <StatusDots port={port} />
          </Group>
        </Box>
        {/* Minimized: the header alone; the tab stays as it was (its media too). */}
        <div className={classes.content} hidden={minimized}>
          {tab === 'information' && (
            <InformationTab
              asset={asset}
              port={port}
              summary={summary}
              source={source}
              setSource={setSource}
              openTab={setTab}
              Editor={Editor}
            />
          )}
          {tab === 'navigation' && <NavigationTab asset={asset} />}
          {tab !== 'information' && tab !== 'navigation' && (
            <Box data-testid={`port-tab-panel-${tab}`}>
              <Text fw={600} size="sm" mb="xs">
                {label && t(label)}
              </Text>
              {Filled ? (
                <Filled.Tab port={port} />
              ) : (
                sections.length === 0 && (
                  <Text size="sm" c="dimmed" data-testid="port-tab-not-configured">
                    {t('portPanel.notConfigured')}
                  </Text>
                )
              )}
              {sections.map((Section, i) => (
                <Section key={i} port={port} />
              ))}
            </Box>
          )}
        </div>
      </div>
      <div className={classes.tabs} role="tablist" aria-orientation="vertical" hidden={minimized}>
        {tabs.map((x) => (
          <TabButton
            key={x.id}
            id={x.id}
            label={t(x.label)}
            active={tab === x.id}
            onClick={() => setTab(x.id)}
          />
        ))}
      </div>
    </Paper>
  );
}

function TabButton(props: { id: PortTabId; label: string; active: boolean; onClick: () => void }) {
  return (
    <UnstyledButton
      role="tab"
      aria-selected={props.active}
      className={classes.tab}
      data-active={props.active || undefined}
      data-testid={`port-tab-${props.id}`}
      onClick={props.onClick}
    >
      {props.label}
    </UnstyledButton>
  );
}
