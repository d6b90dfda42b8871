import {
  ActionIcon,
  Menu,
  Tooltip,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import {
  IconCheck,
  IconCurrentLocation,
  IconMinus,
  IconMoon,
  IconPlus,
  IconStack2,
  IconSun,
} from '@tabler/icons-react';
import { useSession } from '../../api/session.ts';
import { BASE_MAPS } from '../../map/layers.ts';
import { useMapInstance } from '../../map/MapContext.ts';
import { useMapSettings } from '../../map/map.store.ts';
import { flyToView, homeView } from '../../map/places.ts';

const ZOOM_DURATION_MS = 500;

/** Toolbar: zoom in, zoom out, and back to the user's home view (SPEC §2). */
export function ZoomTools() {
  const map = useMapInstance();
  const session = useSession();
  if (!map) return null;
  const home = homeView(session.data?.user.options ?? null);
  return (
    <>
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
          onClick={() => flyToView(map, home)}
        >
          <IconCurrentLocation size={20} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}

/** Toolbar: the base map (Layers). */
export function BaseMapTool() {
  const { baseMap, setBaseMap } = useMapSettings();
  return (
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
            leftSection={<IconCheck size={16} style={{ opacity: base.id === baseMap ? 1 : 0 }} />}
            rightSection={base.online ? <small>online</small> : null}
          >
            {base.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Toolbar: the light/dark theme. */
export function ThemeTool() {
  const scheme = useComputedColorScheme('light');
  const { setColorScheme } = useMantineColorScheme();
  return (
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
  );
}
