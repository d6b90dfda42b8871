import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMapDisplay } from '../../map/display.store.ts';

/** Toolbar: Live Map Mode (off freezes the vessels drawn; the feed goes on underneath). */
export function LiveMapTool() {
  const { t } = useTranslation();
  const liveMap = useMapDisplay((s) => s.liveMap);
  const setLiveMap = useMapDisplay((s) => s.setLiveMap);
  return (
    <Tooltip label={t(liveMap ? 'vessels.liveMap.on' : 'vessels.liveMap.off')} position="left">
      <ActionIcon
        variant={liveMap ? 'subtle' : 'filled'}
        color={liveMap ? undefined : 'orange'}
        size="lg"
        aria-label={t(liveMap ? 'vessels.liveMap.pause' : 'vessels.liveMap.resume')}
        aria-pressed={!liveMap}
        data-testid="live-map-toggle"
        onClick={() => setLiveMap(!liveMap)}
      >
        {liveMap ? <IconPlayerPause size={20} /> : <IconPlayerPlay size={20} />}
      </ActionIcon>
    </Tooltip>
  );
}
