import { Button, Group, Popover, Select, Stack, TextInput } from '@mantine/core';
import {
  FLEET_FILTER_COLUMNS,
  FLEET_FILTER_OPS,
  type FleetFilter,
  type FleetFilterColumn,
  type FleetFilterOp,
} from '@pantau/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const COLUMNS = Object.keys(FLEET_FILTER_COLUMNS) as FleetFilterColumn[];

/** 'Tambah Filter': one condition on a column (the column decides which comparisons make sense). */
export function FilterBuilder({ onAdd }: { onAdd: (f: FleetFilter) => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [column, setColumn] = useState<FleetFilterColumn>('name');
  const [op, setOp] = useState<FleetFilterOp>('contains');
  const [value, setValue] = useState('');
  const numeric = FLEET_FILTER_COLUMNS[column] === 'number';
  const ops = FLEET_FILTER_OPS.filter((o) => !(numeric && o === 'contains'));
  const needsValue = op !== 'empty' && op !== 'notEmpty';
  const valid = !needsValue || (numeric ? /^\d{1,12}$/.test(value) : value.trim() !== '');

  return (
    <Popover opened={opened} onChange={setOpened} width={320} position="bottom-start" withinPortal>
      <Popover.Target>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => setOpened((o) => !o)}
          data-testid="data-ais-add-filter"
        >
          {t('dataAis.addFilter')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Select
            size="xs"
            label={t('dataAis.filter.column')}
            data={COLUMNS.map((c) => ({ value: c, label: t(`dataAis.columns.${c}`) }))}
            value={column}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            onChange={(v) => {
              const c = v ?? 'name';
              setColumn(c);
              if (FLEET_FILTER_COLUMNS[c] === 'number' && op === 'contains') setOp('eq');
            }}
            data-testid="data-ais-filter-column"
          />
          <Select
            size="xs"
            label={t('dataAis.filter.op')}
            data={ops.map((o) => ({ value: o, label: t(`dataAis.ops.${o}`) }))}
            value={op}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            onChange={(v) => setOp(v ?? 'eq')}
            data-testid="data-ais-filter-op"
          />
          {needsValue && (
            <TextInput
              size="xs"
              label={t('dataAis.filter.value')}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={value !== '' && !valid ? t('dataAis.filter.number') : undefined}
              data-testid="data-ais-filter-value"
            />
          )}
          <Group justify="flex-end">
            <Button
              size="xs"
              disabled={!valid}
              onClick={() => {
                onAdd({ column, op, value: needsValue ? value.trim() : '' });
                setValue('');
                setOpened(false);
              }}
              data-testid="data-ais-filter-add"
            >
              {t('dataAis.filter.add')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
