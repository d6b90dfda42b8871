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
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session.ts';
import { BASE_MAPS } from '../../map/layers.ts';
import { useMapInstance } from '../../map/MapContext.ts';
import { useMapSettings } from '../../map/map.store.ts';
import { flyToView, homeView } from '../../map/places.ts';

const ZOOM_DURATION_MS = 500;

/** Toolbar: zoom in, zoom out, and back to the user's home view (SPEC §2). */
export function ZoomTools() {
  const { t } = useTranslation();
  const map = useMapInstance();
  const session = useSession();
  if (!map) return null;
  const home = homeView(session.data?.user.options ?? null);
  return (
    <>
      <Tooltip label={t('map.zoomIn')} position="left">
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('map.zoomIn')}
          onClick={() => map.zoomIn({ duration: ZOOM_DURATION_MS })}
        >
          <IconPlus size={20} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('map.zoomOut')} position="left">
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('map.zoomOut')}
          onClick={() => map.zoomOut({ duration: ZOOM_DURATION_MS })}
        >
          <IconMinus size={20} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('map.centre')} position="left">
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('map.centre')}
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
  const { t } = useTranslation();
  const { baseMap, setBaseMap } = useMapSettings();
  return (
    <Menu position="left-start" shadow="md" width={220}>
      <Menu.Target>
        <Tooltip label={t('map.layers')} position="left">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('map.layers')}
            data-testid="layers-menu"
          >
            <IconStack2 size={20} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('map.baseMap')}</Menu.Label>
        {BASE_MAPS.map((base) => (
          <Menu.Item
            key={base.id}
            onClick={() => setBaseMap(base.id)}
            leftSection={<IconCheck size={16} style={{ opacity: base.id === baseMap ? 1 : 0 }} />}
            rightSection={base.online ? <small>{t('map.online')}</small> : null}
          >
            {t(base.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Toolbar: the light/dark theme. */
export function ThemeTool() {
  const { t } = useTranslation();
  const scheme = useComputedColorScheme('light');
  const { setColorScheme } = useMantineColorScheme();
  return (
    <Tooltip label={t(scheme === 'dark' ? 'map.lightTheme' : 'map.darkTheme')} position="left">
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={t('map.toggleTheme')}
        onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
      >
        {scheme === 'dark' ? <IconSun size={20} /> : <IconMoon size={20} />}
      </ActionIcon>
    </Tooltip>
  );
}
