import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useMapDisplay } from '../../map/display.store.ts';

/** Toolbar: Live Map Mode (off freezes the vessels drawn; the feed goes on underneath). */
export function LiveMapTool() {
  const liveMap = useMapDisplay((s) => s.liveMap);
  const setLiveMap = useMapDisplay((s) => s.setLiveMap);
  return (
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
  );
}
