import { Checkbox, Group, Text, ThemeIcon, Tooltip, UnstyledButton } from '@mantine/core';
import { IconActivity, IconEngine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatRate, type Source } from './sources.model.ts';

/** A binary status icon (SPEC §4: engine and data statuses are binary icons). */
function StatusIcon({
  ok,
  label,
  testId,
  icon: Icon,
}: {
  ok: boolean;
  label: string;
  testId: string;
  icon: typeof IconEngine;
}) {
  const { t } = useTranslation();
  const state = ok ? t('sources.up') : t('sources.down');
  return (
    <Tooltip label={t('sources.statusTooltip', { label, state })}>
      <ThemeIcon
        size={20}
        radius="xl"
        variant="filled"
        color={ok ? 'green' : 'red'}
        aria-label={t('sources.statusLabel', { label, state })}
        role="img"
        data-testid={testId}
        data-ok={ok}
      >
        <Icon size={13} />
      </ThemeIcon>
    </Tooltip>
  );
}

/** One source: its map-filter checkbox, its name (selects it), status icons and rate. */
export function SourceRow({
  source,
  checked,
  onCheck,
  selected,
  onSelect,
  depth = 0,
}: {
  source: Source;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  selected: boolean;
  onSelect: () => void;
  depth?: number;
}) {
  const { t } = useTranslation();
  const { status } = source;
  return (
    <Group
      gap={8}
      wrap="nowrap"
      pl={depth * 18}
      py={2}
      data-testid="source-row"
      data-name={source.name}
      data-selected={selected}
    >
      <Checkbox
        size="xs"
        checked={checked}
        onChange={(e) => onCheck(e.currentTarget.checked)}
        aria-label={t('sources.showVessels', { name: source.name })}
      />
      <UnstyledButton
        onClick={onSelect}
        aria-pressed={selected}
        aria-label={t('sources.details', { name: source.name })}
        style={{ flex: 1, minWidth: 0 }}
      >
        <Text size="sm" fw={selected ? 700 : 500} c={selected ? 'blue' : undefined} truncate>
          {source.name}
        </Text>
      </UnstyledButton>
      <StatusIcon
        ok={status.engineStatus}
        label={t('sources.engine')}
        testId="source-engine-status"
        icon={IconEngine}
      />
      <StatusIcon
        ok={status.dataStatus}
        label={t('sources.data')}
        testId="source-data-status"
        icon={IconActivity}
      />
      <Text
        size="xs"
        c="dimmed"
        w={74}
        ta="right"
        data-testid="source-rate"
        data-rate={status.messageRate}
      >
        {formatRate(status.messageRate)}
      </Text>
    </Group>
  );
}
