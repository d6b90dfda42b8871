import {
  ActionIcon,
  CloseButton,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { layersInOrder, useFeatures, type MapLayer } from '../feature.ts';
import { layerShown, useLayerToggles } from '../../map/layer-toggles.store.ts';
import { legendGroups, type LegendGroup } from '../../map/legend.ts';
import { LegendSwatch } from '../../map/LegendSwatch.tsx';

/** One layer's legend hook, called while the legend is open; what it answers goes up. */
function LegendSource({
  layer,
  useLegend,
  report,
}: {
  layer: MapLayer;
  useLegend: NonNullable<MapLayer['useLegend']>;
  report: (id: string, groups: readonly LegendGroup[] | null) => void;
}) {
  const groups = useLegend();
  useEffect(() => report(layer.id, groups), [layer.id, groups, report]);
  useEffect(() => () => report(layer.id, null), [layer.id, report]);
  return null;
}

/** What the map shows now, symbol by symbol, layer by layer in drawing order. */
function LegendBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const on = useLayerToggles((s) => s.on);
  const layers = layersInOrder(useFeatures()).filter((l) => l.useLegend && layerShown(l, on));
  const [reported, setReported] = useState<ReadonlyMap<string, readonly LegendGroup[]>>(
    () => new Map(),
  );
  const report = useCallback((id: string, groups: readonly LegendGroup[] | null) => {
    setReported((prev) => {
      const next = new Map(prev);
      if (groups) next.set(id, groups);
      else next.delete(id);
      return next;
    });
  }, []);
  const groups = legendGroups(
    reported,
    layers.map((l) => l.id),
  );
  return (
    <>
      {layers.map((layer) =>
        layer.useLegend ? (
          <LegendSource key={layer.id} layer={layer} useLegend={layer.useLegend} report={report} />
        ) : null,
      )}
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Text fw={700} size="sm">
          {t('map.legend.title')}
        </Text>
        <CloseButton size="sm" aria-label={t('map.legend.close')} onClick={onClose} />
      </Group>
      <ScrollArea.Autosize mah="calc(var(--pantau-panel-room) - 60px)" type="auto" offsetScrollbars>
        {groups.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('map.legend.empty')}
          </Text>
        ) : (
          <Stack gap="sm">
            {groups.map((g) => (
              <Stack key={g.id} gap={4} data-testid={`legend-group-${g.id}`}>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                  {g.title}
                </Text>
                {g.entries.map((e) => (
                  <Group
                    key={e.id}
                    gap={8}
                    wrap="nowrap"
                    data-testid={`legend-entry-${g.id}-${e.id}`}
                    data-group={g.id}
                    data-entry={e.id}
                    data-symbol={e.symbol.kind}
                  >
                    <LegendSwatch symbol={e.symbol} />
                    <Text size="sm">{e.label}</Text>
                  </Group>
                ))}
              </Stack>
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
    </>
  );
}

/**
 * Toolbar: the map's legend (`map-legend-open`). It stays open while the map is used, and
 * shows only what is on screen: the vessel types in view, the kinds of POI, the rings, the
 * areas and bands of the layers switched on.
 */
export function LegendTool() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover
      opened={open}
      onChange={setOpen}
      position="left-start"
      shadow="md"
      width={270}
      closeOnClickOutside={false}
      closeOnEscape
      withinPortal
    >
      <Popover.Target>
        <Tooltip label={t('map.legend.title')} position="left" disabled={open}>
          <ActionIcon
            variant={open ? 'light' : 'subtle'}
            size="lg"
            aria-label={t('map.legend.title')}
            aria-expanded={open}
            data-testid="map-legend-open"
            onClick={() => setOpen((o) => !o)}
          >
            <IconListDetails size={20} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown data-testid="map-legend" p="sm">
        {open && <LegendBody onClose={() => setOpen(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}
