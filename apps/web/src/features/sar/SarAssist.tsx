import { Alert, Button, Group, Loader, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SAR_ASSIST_RADIUS_MAX_NM, type SarNewsItem } from '@pantau/contracts';
import { IconDownload, IconLifebuoy, IconMapPin } from '@tabler/icons-react';
import { circleBounds, formatDms } from '@pantau/geo';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapInstance } from '../../map/MapContext.ts';
import { FLY_DURATION_MS } from '../../map/places.ts';
import { useMapPick } from '../../map/useMapPick.ts';
import { DownloadButton } from '../../ui/DownloadButton.tsx';
import { AssistList } from './AssistList.tsx';
import { assistExportUrl, useSarAssist, type AssistAsk } from './sar.api.ts';
import { useSarAssistStore } from './sar.store.ts';

/** The map tool's name while the next click places the scene. */
const PICK_TOOL = 'sar-scene';
/** Room around the ring fitted to the map, in pixels: Berita SAR's panel sits on the left. */
const PADDING = { top: 80, bottom: 80, left: 640, right: 80 };

/** Brings the scene and its radius into view beside the panel whenever either changes. */
function useFitScene(scene: readonly [number, number] | null, radiusNm: number): void {
  const map = useMapInstance();
  useEffect(() => {
    if (!map || !scene) return;
    const [w, s, e, n] = circleBounds([scene[0], scene[1]], radiusNm * 1852);
    map.fitBounds(
      [
        [w, s],
        [e, n],
      ],
      { padding: PADDING, duration: FLY_DURATION_MS, maxZoom: 13 },
    );
  }, [map, scene, radiusNm]);
}

/** Radius input: whole nautical miles from 1 to 200. */
function RadiusInput() {
  const { t } = useTranslation();
  const radiusNm = useSarAssistStore((s) => s.radiusNm);
  const [text, setText] = useState<string | number>(radiusNm);
  return (
    <NumberInput
      size="xs"
      w={110}
      label={t('sar.assist.radius')}
      min={1}
      max={SAR_ASSIST_RADIUS_MAX_NM}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      value={text}
      onChange={(v) => {
        setText(v);
        if (typeof v === 'number' && v >= 1 && v <= SAR_ASSIST_RADIUS_MAX_NM)
          useSarAssistStore.getState().setRadius(v);
      }}
      onBlur={() => {
        if (typeof text !== 'number') setText(useSarAssistStore.getState().radiusNm);
      }}
      data-testid="sar-assist-radius"
    />
  );
}

/** The open SAR assist: the scene, the radius, the export, and the two lists. */
function AssistBody({ item }: { item: SarNewsItem }) {
  const { t } = useTranslation();
  const scene = useSarAssistStore((s) => s.scene);
  const placing = useSarAssistStore((s) => s.placing);
  const at = useSarAssistStore((s) => s.at);
  const radiusNm = useSarAssistStore((s) => s.radiusNm);
  const { place, cancelPlacing, startPlacing } = useSarAssistStore.getState();
  useMapPick(PICK_TOOL, placing ? place : null, cancelPlacing);
  const [fitRadius] = useDebouncedValue(radiusNm, 300);
  useFitScene(scene, fitRadius);
  const ask = useMemo<AssistAsk | null>(
    () => (scene ? { lon: scene[0], lat: scene[1], radiusNm, at } : null),
    [scene, radiusNm, at],
  );
  const [asked] = useDebouncedValue(ask, 300);
  const answer = useSarAssist(asked);
  const hasPosition = item.lon !== null && item.lat !== null;

  return (
    <Paper withBorder p="xs" radius="sm" data-testid="sar-assist-panel">
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" justify="space-between">
          <RadiusInput />
          <Group gap="xs">
            {!hasPosition && scene && (
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconMapPin size={14} />}
                onClick={startPlacing}
                disabled={placing}
                data-testid="sar-assist-move"
              >
                {t('sar.assist.placeAgain')}
              </Button>
            )}
            <DownloadButton
              href={ask ? assistExportUrl(ask) : null}
              icon={<IconDownload size={14} />}
              testId="sar-assist-export"
            >
              {t('sar.assist.export')}
            </DownloadButton>
          </Group>
        </Group>
        {placing && (
          <Alert color="blue" variant="light" p={6} data-testid="sar-assist-placing">
            <Group justify="space-between" gap="xs">
              <Text size="xs">{t('sar.assist.placing')}</Text>
              <Button size="compact-xs" variant="subtle" onClick={cancelPlacing}>
                {t('common.cancel')}
              </Button>
            </Group>
          </Alert>
        )}
        {scene && (
          <Text size="xs" c="dimmed" data-testid="sar-assist-scene">
            {t('sar.assist.scene', { position: formatDms(scene[0], scene[1]) })}
          </Text>
        )}
        {scene && answer.isPending && <Loader size="xs" />}
        {answer.isError && (
          <Alert color="red" variant="light" p={6} role="alert" data-testid="sar-assist-failed">
            {t('sar.assist.failed', { message: answer.error.message })}
          </Alert>
        )}
        {scene && answer.data && (
          <>
            <AssistList
              title={t('sar.assist.now')}
              rows={answer.data.now}
              radiusNm={answer.data.radiusNm}
              live
              testId="sar-assist-now"
            />
            {answer.data.at === null ? (
              <Text size="xs" c="dimmed" data-testid="sar-assist-no-time">
                {t('sar.assist.noIncidentTime')}
              </Text>
            ) : (
              <AssistList
                title={t('sar.assist.atIncident', { windowMinutes: answer.data.windowMinutes })}
                rows={answer.data.atIncident}
                radiusNm={answer.data.radiusNm}
                live={false}
                testId="sar-assist-at-incident"
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * SAR assist in an expanded card: which vessels can reach the scene, now
 * and at the incident. The scene is Basarnas' position of the item, or (when it gave none)
 * where the officer next clicks on the map. The button opens it and closes it again.
 */
export function SarAssist({ item }: { item: SarNewsItem }) {
  const { t } = useTranslation();
  const open = useSarAssistStore((s) => s.itemId === item.id);
  const hasPosition = item.lon !== null && item.lat !== null;
  return (
    <Stack gap="xs">
      <Group>
        <Button
          size="xs"
          variant={open ? 'filled' : 'light'}
          color="red"
          leftSection={hasPosition ? <IconLifebuoy size={14} /> : <IconMapPin size={14} />}
          aria-pressed={open}
          onClick={() => {
            const store = useSarAssistStore.getState();
            if (open) store.clear();
            else store.open(item);
          }}
          data-testid="sar-assist"
        >
          {hasPosition ? t('sar.assist.open') : t('sar.assist.place')}
        </Button>
      </Group>
      {open && <AssistBody item={item} />}
    </Stack>
  );
}
