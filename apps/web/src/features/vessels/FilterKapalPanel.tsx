import { Button, Checkbox, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { SHIP_TYPE_GROUPS, type ShipTypeGroup } from '@pantau/domain';
import { Trans, useTranslation } from 'react-i18next';
import type { Action } from '../feature.ts';
import { ALL_GROUPS, useLive } from '../../live/live.store.ts';
import { GROUP_COLOURS } from '../../vessel/colours.ts';

/** FILTER KAPAL (SPEC §2.2): the ship-type groups shown, each with its marker colour. */
export function FilterKapalPanel({ action }: { action: Action }) {
  const { t } = useTranslation();
  const groups = useLive((s) => s.groups);
  const setGroups = useLive((s) => s.setGroups);
  const count = useLive((s) => s.columns?.count ?? 0);
  const toggle = (id: ShipTypeGroup, on: boolean) =>
    setGroups(
      on
        ? ALL_GROUPS.filter((g) => g === id || groups.includes(g))
        : groups.filter((g) => g !== id),
    );

  return (
    <Stack gap="xs" data-testid="filter-kapal">
      <Text size="xs" c="dimmed">
        {t(action.description)}
      </Text>
      <Group gap="xs">
        <Button size="compact-xs" variant="light" onClick={() => setGroups(ALL_GROUPS)}>
          {t('vessels.filter.selectAll')}
        </Button>
        <Button size="compact-xs" variant="subtle" onClick={() => setGroups([])}>
          {t('vessels.filter.clear')}
        </Button>
      </Group>
      {SHIP_TYPE_GROUPS.map((g) => (
        <Checkbox
          key={g.id}
          checked={groups.includes(g.id)}
          onChange={(e) => toggle(g.id, e.currentTarget.checked)}
          data-testid={`filter-group-${g.id}`}
          label={
            <Group gap={8} wrap="nowrap">
              <ColorSwatch color={GROUP_COLOURS[g.id]} size={14} />
              <span>{g.label}</span>
            </Group>
          }
        />
      ))}
      <Text size="sm">
        <Trans i18nKey="vessels.filter.shown" values={{ n: count }} components={{ b: <b /> }} />
      </Text>
    </Stack>
  );
}
