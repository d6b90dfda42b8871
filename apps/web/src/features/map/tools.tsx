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
  IconWorld,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session.ts';
import { BASE_MAPS } from '../../map/layers.ts';
import { useMapInstance } from '../../map/MapContext.ts';
import { useMapSettings } from '../../map/map.store.ts';
import { flyToIndonesia, flyToView, homeView } from '../../map/places.ts';

const ZOOM_DURATION_MS = 500;

/** One toolbar button: an icon with its name as tooltip and accessible name. */
export function ToolButton({
  label,
  title = label,
  icon: Icon,
  onClick,
  testId,
}: {
  label: string;
  /** The tooltip, when it says more than the name. */
  title?: string;
  icon: ComponentType<{ size?: number }>;
  onClick: () => void;
  testId?: string;
}) {
  return (
    <Tooltip label={title} position="left">
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={label}
        data-testid={testId}
        onClick={onClick}
      >
        <Icon size={20} />
      </ActionIcon>
    </Tooltip>
  );
}

/** Toolbar: zoom in, zoom out, back to the user's home view (SPEC §2), and the whole country. */
export function ZoomTools() {
  const { t } = useTranslation();
  const map = useMapInstance();
  const session = useSession();
  if (!map) return null;
  const home = homeView(session.data?.user.options ?? null);
  return (
    <>
      <ToolButton
        label={t('map.zoomIn')}
        icon={IconPlus}
        onClick={() => map.zoomIn({ duration: ZOOM_DURATION_MS })}
      />
      <ToolButton
        label={t('map.zoomOut')}
        icon={IconMinus}
        onClick={() => map.zoomOut({ duration: ZOOM_DURATION_MS })}
      />
      <ToolButton
        label={t('map.centre')}
        icon={IconCurrentLocation}
        onClick={() => flyToView(map, home)}
      />
      <ToolButton
        label={t('map.indonesia')}
        title={t('map.indonesiaTitle')}
        icon={IconWorld}
        testId="view-indonesia"
        onClick={() => flyToIndonesia(map)}
      />
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
    <ToolButton
      label={t('map.toggleTheme')}
      title={t(scheme === 'dark' ? 'map.lightTheme' : 'map.darkTheme')}
      icon={scheme === 'dark' ? IconSun : IconMoon}
      onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
    />
  );
}
