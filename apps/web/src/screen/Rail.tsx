import {
  ActionIcon,
  CloseButton,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconShip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../api/session.ts';
import { useFeatures, viewerOf, visibleActions } from '../features/feature.ts';
import { useDemo } from '../ui/demo.store.ts';
import { useRail } from './rail.store.ts';
import classes from './Rail.module.css';

/**
 * The left rail (SPEC §2): the features' rail actions as icons with tooltips; one panel open
 * at a time. No logo in demo mode.
 */
export function Rail() {
  const { t } = useTranslation();
  const session = useSession();
  const features = useFeatures();
  const { open, toggle, close } = useRail();
  const demo = useDemo((s) => s.demo);
  const viewer = viewerOf(session.data);
  const actions = visibleActions(features, viewer, 'rail');
  // A panel may come from the user menu too (Profile, User Logs).
  const current = visibleActions(features, viewer).find((a) => a.name === open);

  return (
    <>
      <nav className={classes.rail} aria-label={t('screen.railLabel')}>
        {!demo && (
          <div className={classes.logo} title={t('screen.logo')} data-testid="rail-logo">
            <IconShip size={26} stroke={1.6} />
          </div>
        )}
        <Stack gap={6} align="center">
          {actions.map((action) => (
            <Tooltip key={action.name} label={t(action.label)} position="right" withArrow>
              <ActionIcon
                size={42}
                variant={open === action.name ? 'filled' : 'subtle'}
                color={open === action.name ? 'blue' : 'gray.0'}
                aria-label={t(action.label)}
                aria-pressed={open === action.name}
                data-testid={`rail-${action.name}`}
                onClick={() => toggle(action.name)}
              >
                <action.icon size={22} stroke={1.7} />
              </ActionIcon>
            </Tooltip>
          ))}
        </Stack>
      </nav>
      {current && (
        <Paper
          className={classes.panel}
          shadow="lg"
          radius="md"
          withBorder
          role="dialog"
          aria-label={t(current.label)}
          data-testid="rail-panel"
          data-panel={current.name}
          style={current.width ? { width: current.width } : undefined}
        >
          <Group justify="space-between" wrap="nowrap" p="sm" pb={0}>
            <Title order={4}>{t(current.label)}</Title>
            <CloseButton aria-label={t('screen.closePanel')} onClick={close} />
          </Group>
          <ScrollArea.Autosize mah="var(--pantau-panel-body)" p="sm">
            <current.Panel action={current} />
          </ScrollArea.Autosize>
        </Paper>
      )}
    </>
  );
}
