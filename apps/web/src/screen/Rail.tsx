import {
  ActionIcon,
  Button,
  CloseButton,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconChevronsLeft,
  IconChevronsRight,
  IconLayoutSidebarLeftCollapse,
  IconMenu2,
  IconShip,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../api/session.ts';
import { useFeatures, viewerOf, visibleActions, type Action } from '../features/feature.ts';
import { useDemo } from '../ui/demo.store.ts';
import { RAIL_PX, useRail } from './rail.store.ts';
import classes from './Rail.module.css';

/**
 * What a rail entry does: open its panel (a button, pressed while it is open), or open another
 * application in a new tab without this page's address (SPEC §2 'SIMNAV (external link in new
 * tab)', a link).
 */
type EntryKind =
  { kind: 'panel'; active: boolean; onClick: () => void } | { kind: 'link'; href: string };

/** An entry of the rail: its icon, and its name beside it when the rail is wide. */
function RailEntry(props: { action: Action; wide: boolean; does: EntryKind }) {
  const { t } = useTranslation();
  const { action, wide, does } = props;
  const active = does.kind === 'panel' && does.active;
  const behaviour =
    does.kind === 'panel'
      ? { 'aria-pressed': active, onClick: does.onClick, 'data-testid': `rail-${action.name}` }
      : {
          component: 'a' as const,
          href: does.href,
          target: '_blank',
          rel: 'noopener noreferrer',
          referrerPolicy: 'no-referrer' as const,
          'data-testid': `${action.name}-link`,
        };
  const icon = <action.icon size={22} stroke={1.7} />;
  if (wide) {
    return (
      <Button
        {...behaviour}
        variant="subtle"
        color="gray.0"
        size="sm"
        justify="flex-start"
        className={classes.entry}
        classNames={{ label: classes.entryLabel }}
        data-active={active}
        leftSection={icon}
        fullWidth
      >
        {t(action.label)}
      </Button>
    );
  }
  return (
    <Tooltip label={t(action.label)} position="right" withArrow>
      <ActionIcon
        {...behaviour}
        size={42}
        variant={active ? 'filled' : 'subtle'}
        color={active ? 'blue' : 'gray.0'}
        aria-label={t(action.label)}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** A link entry: shown only once the server has told where it goes. */
function RailLink(props: { action: Action; useHref: () => string | null; wide: boolean }) {
  const href = props.useHref();
  if (href === null) return null;
  return <RailEntry action={props.action} wide={props.wide} does={{ kind: 'link', href }} />;
}

/**
 * The left rail (SPEC §2): the features' rail actions as icons with tooltips, or wide with their
 * names (256 px), or hidden behind one button; one panel open at a time. How wide it is stays
 * per browser. No logo in demo mode.
 */
export function Rail() {
  const { t } = useTranslation();
  const session = useSession();
  const features = useFeatures();
  const { open, toggle, close, width, setWidth } = useRail();
  const demo = useDemo((s) => s.demo);
  const viewer = viewerOf(session.data);
  const actions = visibleActions(features, viewer, 'rail');
  // A panel may come from the user menu too (Profile, User Logs).
  const current = visibleActions(features, viewer).find((a) => a.name === open);
  const wide = width === 'wide';

  // The screen's overlays and panels keep clear of the rail, however wide it is.
  useEffect(() => {
    document.documentElement.style.setProperty('--pantau-rail', `${RAIL_PX[width]}px`);
    return () => void document.documentElement.style.removeProperty('--pantau-rail');
  }, [width]);

  return (
    <>
      {width === 'hidden' ? (
        <Tooltip label={t('screen.railShow')} position="right" withArrow>
          <ActionIcon
            className={classes.show}
            size={34}
            variant="filled"
            color="dark"
            aria-label={t('screen.railShow')}
            data-testid="rail-show"
            onClick={() => setWidth('mini')}
          >
            <IconMenu2 size={20} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <nav
          className={classes.rail}
          data-width={width}
          aria-label={t('screen.railLabel')}
          data-testid="rail"
        >
          {!demo && (
            <div className={classes.logo} title={t('screen.logo')} data-testid="rail-logo">
              <IconShip size={26} stroke={1.6} />
            </div>
          )}
          <Stack gap={6} align={wide ? 'stretch' : 'center'}>
            {actions.map((action) =>
              action.useHref ? (
                <RailLink key={action.name} action={action} useHref={action.useHref} wide={wide} />
              ) : (
                <RailEntry
                  key={action.name}
                  action={action}
                  wide={wide}
                  does={{
                    kind: 'panel',
                    active: open === action.name,
                    onClick: () => toggle(action.name),
                  }}
                />
              ),
            )}
          </Stack>
          <Stack gap={4} align="center" className={classes.foot}>
            <Tooltip
              label={t(wide ? 'screen.railNarrow' : 'screen.railWiden')}
              position="right"
              withArrow
            >
              <ActionIcon
                variant="subtle"
                color="gray.0"
                aria-label={t(wide ? 'screen.railNarrow' : 'screen.railWiden')}
                data-testid="rail-expand"
                onClick={() => setWidth(wide ? 'mini' : 'wide')}
              >
                {wide ? <IconChevronsLeft size={18} /> : <IconChevronsRight size={18} />}
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('screen.railHide')} position="right" withArrow>
              <ActionIcon
                variant="subtle"
                color="gray.0"
                aria-label={t('screen.railHide')}
                data-testid="rail-hide"
                onClick={() => setWidth('hidden')}
              >
                <IconLayoutSidebarLeftCollapse size={18} />
              </ActionIcon>
            </Tooltip>
          </Stack>
        </nav>
      )}
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
            {current.Panel && <current.Panel action={current} />}
          </ScrollArea.Autosize>
        </Paper>
      )}
    </>
  );
}
