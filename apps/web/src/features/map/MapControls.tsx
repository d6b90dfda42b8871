import {
  ActionIcon,
  Menu,
  Paper,
  Stack,
  Tooltip,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import {
  IconCheck,
  IconCurrentLocation,
  IconMinus,
  IconMoon,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconStack2,
  IconSun,
} from '@tabler/icons-react';
import { BASE_MAPS } from '../../map/layers.ts';
import { useMapInstance } from '../../map/MapContext.ts';
import { useMapSettings } from '../../map/map.store.ts';
import { FLY_DURATION_MS, type View } from '../../map/places.ts';
import { MapSettingsMenu } from '../settings/MapSettingsMenu.tsx';
import { useLive } from '../vessels/live.store.ts';
import { RulerTool } from './Ruler.tsx';

const ZOOM_DURATION_MS = 500;

/**
 * Toolbar (SPEC §2): zoom in, zoom out, centre, ruler, map settings, Live Map Mode, base map
 * (Layers), light/dark theme.
 */
export function MapControls({ home }: { home: View }) {
  const map = useMapInstance();
  const { baseMap, setBaseMap } = useMapSettings();
  const scheme = useComputedColorScheme('light');
  const { setColorScheme } = useMantineColorScheme();
  const liveMap = useLive((s) => s.liveMap);
  const setLiveMap = useLive((s) => s.setLiveMap);
  if (!map) return null;

  return (
    <Paper shadow="md" radius="md" p={4} withBorder>
      <Stack gap={4}>
        <Tooltip label="Zoom in" position="left">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label="Zoom in"
            onClick={() => map.zoomIn({ duration: ZOOM_DURATION_MS })}
          >
            <IconPlus size={20} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Zoom out" position="left">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label="Zoom out"
            onClick={() => map.zoomOut({ duration: ZOOM_DURATION_MS })}
          >
            <IconMinus size={20} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Centre" position="left">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label="Centre"
            onClick={() => map.flyTo({ ...home, duration: FLY_DURATION_MS })}
          >
            <IconCurrentLocation size={20} />
          </ActionIcon>
        </Tooltip>
        <RulerTool />
        <MapSettingsMenu />
        <Tooltip label={liveMap ? 'Live Map Mode: on' : 'Live Map Mode: off'} position="left">
          <ActionIcon
            variant={liveMap ? 'subtle' : 'filled'}
            color={liveMap ? undefined : 'orange'}
            size="lg"
            aria-label={liveMap ? 'Pause the live map' : 'Resume the live map'}
            aria-pressed={!liveMap}
            data-testid="live-map-toggle"
            onClick={() => setLiveMap(!liveMap)}
          >
            {liveMap ? <IconPlayerPause size={20} /> : <IconPlayerPlay size={20} />}
          </ActionIcon>
        </Tooltip>
        <Menu position="left-start" shadow="md" width={220}>
          <Menu.Target>
            <Tooltip label="Layers" position="left">
              <ActionIcon variant="subtle" size="lg" aria-label="Layers" data-testid="layers-menu">
                <IconStack2 size={20} />
              </ActionIcon>
            </Tooltip>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>Base map</Menu.Label>
            {BASE_MAPS.map((base) => (
              <Menu.Item
                key={base.id}
                onClick={() => setBaseMap(base.id)}
                leftSection={
                  <IconCheck size={16} style={{ opacity: base.id === baseMap ? 1 : 0 }} />
                }
                rightSection={base.online ? <small>online</small> : null}
              >
                {base.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Tooltip label={scheme === 'dark' ? 'Light theme' : 'Dark theme'} position="left">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label="Toggle dark theme"
            onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
          >
            {scheme === 'dark' ? <IconSun size={20} /> : <IconMoon size={20} />}
          </ActionIcon>
        </Tooltip>
      </Stack>
    </Paper>
  );
}
