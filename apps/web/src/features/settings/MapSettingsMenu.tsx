import { ActionIcon, Popover, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLive } from '../../live/live.store.ts';
import { useMapDisplay } from '../../map/display.store.ts';
import { useMapSettingsSync } from './settings.api.ts';

/**
 * The toolbar's Map settings (SPEC §2, §3): Heading Prediction, Plot Status and Show Live
 * Only, kept per user on the server. Show Live Only is the top-left toggle's state.
 */
export function MapSettingsMenu() {
  const { t } = useTranslation();
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
        <Tooltip label={t('settings.title')} position="left">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('settings.title')}
            data-testid="map-settings-toggle"
          >
            <IconAdjustmentsHorizontal size={20} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {t('settings.title')}
          </Text>
          <Switch
            label={t('settings.headingPrediction')}
            description={t('settings.headingPredictionText')}
            checked={headingPrediction}
            onChange={(e) => setHeadingPrediction(e.currentTarget.checked)}
            data-testid="setting-heading-prediction"
          />
          <Switch
            label={t('settings.plotStatus')}
            description={t('settings.plotStatusText')}
            checked={plotStatus}
            onChange={(e) => setPlotStatus(e.currentTarget.checked)}
            data-testid="setting-plot-status"
          />
          <Switch
            label={t('settings.showLiveOnly')}
            checked={liveOnly}
            onChange={(e) => setLiveOnly(e.currentTarget.checked)}
            data-testid="setting-show-live-only"
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
