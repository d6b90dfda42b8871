import {
  Button,
  Radio,
  Stack,
  Switch,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconFocus2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFeatures, type Action, type MapLayer } from '../feature.ts';
import { layerShown, useLayerToggles } from '../../map/layer-toggles.store.ts';
import { BASE_MAPS } from '../../map/layers.ts';
import { useMapInstance } from '../../map/MapContext.ts';
import { useMapSettings } from '../../map/map.store.ts';
import { FOCUS_ZOOM, flyToView } from '../../map/places.ts';

/**
 * LAYERS & MAP: the base map (Simple Map by default), the theme, and a switch for each map
 * layer a feature offers one for.
 */
export function LayersPanel({ action }: { action: Action }) {
  const { t } = useTranslation();
  const { baseMap, setBaseMap } = useMapSettings();
  const scheme = useComputedColorScheme('light');
  const { setColorScheme } = useMantineColorScheme();
  const switchable = useFeatures()
    .flatMap((f) => f.layers ?? [])
    .filter((l) => l.toggle);
  return (
    <Stack gap="md">
      <Radio.Group label={t('map.baseMap')} value={baseMap} onChange={(value) => setBaseMap(value)}>
        <Stack gap={6} mt={6}>
          {BASE_MAPS.map((base) => (
            <Radio
              key={base.id}
              value={base.id}
              label={t(base.label)}
              description={t(base.online ? 'map.onlineTiles' : 'map.offline')}
            />
          ))}
        </Stack>
      </Radio.Group>
      {switchable.length > 0 && (
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('map.overlays')}
          </Text>
          {switchable.map((layer) => (
            <LayerSwitch key={layer.id} layer={layer} />
          ))}
        </Stack>
      )}
      <Switch
        label={t('map.darkTheme')}
        checked={scheme === 'dark'}
        onChange={(e) => setColorScheme(e.currentTarget.checked ? 'dark' : 'light')}
      />
      <Text size="xs" c="dimmed">
        {t(action.description)}
      </Text>
    </Stack>
  );
}

const available = () => null;

/** One layer's switch, with what the layer shows under it and why it may be unavailable. */
function LayerSwitch({ layer }: { layer: MapLayer }) {
  const { t } = useTranslation();
  const toggles = useLayerToggles();
  const useUnavailable = layer.toggle?.useUnavailable ?? available;
  const unavailable = useUnavailable();
  const shown = unavailable === null && layerShown(layer, toggles.on);
  const Details = layer.toggle?.Details;
  return (
    <>
      <Switch
        label={layer.toggle && t(layer.toggle.label)}
        description={unavailable && t(unavailable)}
        checked={shown}
        disabled={unavailable !== null}
        onChange={(e) => toggles.set(layer.id, e.currentTarget.checked)}
        data-testid={`layer-toggle-${layer.id}`}
      />
      {Details && <Details shown={shown} />}
    </>
  );
}

/** FOCUS ZOOM: the main ports of SPEC §2, at the focus zoom of SPEC §9. */
export function FocusZoomPanel({ action }: { action: Action }) {
  const { t } = useTranslation();
  const map = useMapInstance();
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        {t(action.description)}
      </Text>
      {FOCUS_ZOOM.map((place) => (
        <Button
          key={place.id}
          variant="light"
          justify="flex-start"
          leftSection={<IconFocus2 size={16} />}
          onClick={() => map && flyToView(map, place)}
        >
          {place.label}
        </Button>
      ))}
    </Stack>
  );
}
