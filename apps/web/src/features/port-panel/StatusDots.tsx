import { Box, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { portTabOf, useFeatures, type PortRef, type PortTab } from '../feature.ts';
import { useSensorTabs } from './port-tabs.ts';
import { STATUS_KEY, type SensorStatus } from './port-panel.model.ts';

/** A tab's status from the feature filling it; a component so each hook runs in its own. */
function Filled(props: {
  tab: PortTab & { useStatus: NonNullable<PortTab['useStatus']> };
  port: PortRef;
  render: (status: SensorStatus) => React.ReactNode;
}) {
  return <>{props.render(props.tab.useStatus(props.port))}</>;
}

/**
 * Renders `render(status)` for a sensor: what its feature's `useStatus` says, 'none' when no
 * feature fills its tab (or it says nothing of status).
 */
export function SensorStatusOf(props: {
  sensor: string;
  port: PortRef;
  render: (status: SensorStatus) => React.ReactNode;
}) {
  const tab = portTabOf(useFeatures(), props.sensor);
  if (tab?.useStatus) {
    return (
      <Filled
        tab={tab as PortTab & { useStatus: NonNullable<PortTab['useStatus']> }}
        port={props.port}
        render={props.render}
      />
    );
  }
  return <>{props.render('none')}</>;
}

/** The header's dots: CCTV, VHF, RADAR, WEATHER, green when working, red otherwise. */
export function StatusDots({ port }: { port: PortRef }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      {useSensorTabs().map(({ id: sensor, label }) => (
        <SensorStatusOf
          key={sensor}
          sensor={sensor}
          port={port}
          render={(status) => (
            <Tooltip label={`${t(label)}: ${t(STATUS_KEY[status])}`} withinPortal>
              <Group
                gap={2}
                wrap="nowrap"
                data-testid={`port-status-${sensor}`}
                data-status={status}
              >
                <Box
                  w={8}
                  h={8}
                  style={{
                    borderRadius: '50%',
                    background:
                      status === 'ok'
                        ? 'var(--mantine-color-green-6)'
                        : 'var(--mantine-color-red-6)',
                  }}
                  aria-hidden
                />
                <Text size="10px" fw={600}>
                  {t(label)}
                </Text>
              </Group>
            </Tooltip>
          )}
        />
      ))}
    </Group>
  );
}
