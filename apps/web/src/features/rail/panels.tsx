import {
  Badge,
  Button,
  Radio,
  Stack,
  Switch,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconFocus2 } from '@tabler/icons-react';
import { BASE_MAPS } from '../../map/layers.ts';
import { useMapInstance } from '../../map/MapContext.ts';
import { useMapSettings } from '../../map/map.store.ts';
import { FLY_DURATION_MS, FOCUS_ZOOM } from '../../map/places.ts';
import type { RailAction } from './rail.actions.ts';

/** A panel whose content a later issue brings: it says so. */
export function FramePanel({ action }: { action: RailAction }) {
  return (
    <Stack gap="xs">
      <Badge variant="light" color="gray" w="fit-content">
        Coming in a later issue
      </Badge>
      <Text size="sm">{action.description}</Text>
    </Stack>
  );
}

/** LAYERS & MAP: the base map (Simple Map by default) and the theme. */
export function LayersPanel({ action }: { action: RailAction }) {
  const { baseMap, setBaseMap } = useMapSettings();
  const scheme = useComputedColorScheme('light');
  const { setColorScheme } = useMantineColorScheme();
  return (
    <Stack gap="md">
      <Radio.Group label="Base map" value={baseMap} onChange={(value) => setBaseMap(value)}>
        <Stack gap={6} mt={6}>
          {BASE_MAPS.map((base) => (
            <Radio
              key={base.id}
              value={base.id}
              label={base.label}
              description={base.online ? 'Online tiles: needs the internet' : 'Works offline'}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Switch
        label="Dark theme"
        checked={scheme === 'dark'}
        onChange={(e) => setColorScheme(e.currentTarget.checked ? 'dark' : 'light')}
      />
      <Text size="xs" c="dimmed">
        {action.description}
      </Text>
    </Stack>
  );
}

/** FOCUS ZOOM: the main ports of SPEC §2, at the focus zoom of SPEC §9. */
export function FocusZoomPanel({ action }: { action: RailAction }) {
  const map = useMapInstance();
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        {action.description}
      </Text>
      {FOCUS_ZOOM.map((place) => (
        <Button
          key={place.id}
          variant="light"
          justify="flex-start"
          leftSection={<IconFocus2 size={16} />}
          onClick={() =>
            map?.flyTo({ center: place.center, zoom: place.zoom, duration: FLY_DURATION_MS })
          }
        >
          {place.label}
        </Button>
      ))}
    </Stack>
  );
}
