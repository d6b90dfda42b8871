import { Button, Group, Modal, Select, SimpleGrid } from '@mantine/core';
import { SUBMISSION_TYPES, yearsFrom } from '@pantau/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegistrationOptions, type RegistrationFilter } from './registration.api.ts';

/**
 * The registration Filter dialog (SPEC §2.9, width 800): year from/to (changing 'from' resets
 * 'to', which offers only years at or after it), the synchronized ship type with 'All' and
 * 'No Type', and the submission type (All, Baru, Pengajuan, Persetujuan, Perpanjangan, Else).
 */
export function RegistrationFilterDialog({
  opened,
  initial,
  onClose,
  onApply,
}: {
  opened: boolean;
  initial: RegistrationFilter;
  onClose: () => void;
  onApply: (f: RegistrationFilter) => void;
}) {
  const { t } = useTranslation();
  const options = useRegistrationOptions().data;
  const [f, setF] = useState(initial);
  const years = options?.years ?? [];
  const toYears = yearsFrom(years, f.yearFrom);
  const shipTypes = ['All', 'No Type', ...(options?.shipTypes ?? [])];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={800}
      title={t('pantauKapal.registration.filterTitle')}
      data-testid="registration-filter"
    >
      <SimpleGrid cols={2} spacing="sm">
        <Select
          label={t('pantauKapal.registration.yearFrom')}
          data={years.map(String)}
          value={f.yearFrom === null ? null : String(f.yearFrom)}
          onChange={(v) => setF({ ...f, yearFrom: v === null ? null : Number(v), yearTo: null })}
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid="registration-year-from"
        />
        <Select
          label={t('pantauKapal.registration.yearTo')}
          data={toYears.map(String)}
          value={f.yearTo === null ? null : String(f.yearTo)}
          onChange={(v) => setF({ ...f, yearTo: v === null ? null : Number(v) })}
          clearable
          data-testid="registration-year-to"
        />
        <Select
          label={t('pantauKapal.registration.shipType')}
          data={shipTypes.map((s) => ({
            value: s,
            label: s === 'All' ? t('pantauKapal.registration.all') : s,
          }))}
          value={f.shipType}
          onChange={(v) => setF({ ...f, shipType: v ?? 'All' })}
          allowDeselect={false}
          searchable
          data-testid="registration-ship-type"
        />
        <Select
          label={t('pantauKapal.registration.submission')}
          data={SUBMISSION_TYPES.map((s) => ({
            value: s,
            label: s === 'All' ? t('pantauKapal.registration.all') : s,
          }))}
          value={f.submission}
          onChange={(v) => setF({ ...f, submission: v ?? 'All' })}
          allowDeselect={false}
          data-testid="registration-submission"
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => onApply(f)} data-testid="registration-filter-apply">
          {t('pantauKapal.registration.apply')}
        </Button>
      </Group>
    </Modal>
  );
}
