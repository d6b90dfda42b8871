import { ActionIcon, Popover, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useLive } from '../../live/live.store.ts';
import { useMapDisplay } from '../../map/display.store.ts';
import { useMapSettingsSync } from './settings.api.ts';

/**
 * The toolbar's Map settings (SPEC §2, §3): Heading Prediction, Plot Status and Show Live
 * Only, kept per user on the server. Show Live Only is the top-left toggle's state.
 */
export function MapSettingsMenu() {
  useMapSettingsSync();
  const headingPrediction = useMapDisplay((s) => s.headingPrediction);
  const setHeadingPrediction = useMapDisplay((s) => s.setHeadingPrediction);
  const plotStatus = useMapDisplay((s) => s.plotStatus);
  const setPlotStatus = useMapDisplay((s) => s.setPlotStatus);
  const liveOnly = useLive((s) => s.liveOnly);
  const setLiveOnly = useLive((s) => s.setLiveOnly);

  return (
    <Popover position="left-start" shadow="md" width={240} withArrow>
      <Popover.Target>
        <Tooltip label="Map settings" position="left">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label="Map settings"
            data-testid="map-settings-toggle"
          >
            <IconAdjustmentsHorizontal size={20} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            Map settings
          </Text>
          <Switch
            label="Heading Prediction"
            description="Dashed, 3 minutes ahead, above zoom 9"
            checked={headingPrediction}
            onChange={(e) => setHeadingPrediction(e.currentTarget.checked)}
            data-testid="setting-heading-prediction"
          />
          <Switch
            label="Plot Status"
            description="Rings vessels whose plot status is not good"
            checked={plotStatus}
            onChange={(e) => setPlotStatus(e.currentTarget.checked)}
            data-testid="setting-plot-status"
          />
          <Switch
            label="Show Live Only"
            checked={liveOnly}
            onChange={(e) => setLiveOnly(e.currentTarget.checked)}
            data-testid="setting-show-live-only"
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
