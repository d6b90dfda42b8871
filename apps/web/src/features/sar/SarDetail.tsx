import { Stack, Table, Text } from '@mantine/core';
import type { SarNewsItem, SarVictim } from '@pantau/contracts';
import { orMissing } from '@pantau/domain';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../i18n/i18n.ts';
import { detailRows, splitVictims, type VictimsByOutcome } from './sar-format.ts';

/** The victim tables in the spec's order, and the fourth for outcomes Basarnas wrote otherwise. */
const TABLES: readonly { outcome: keyof VictimsByOutcome; title: MessageKey }[] = [
  { outcome: 'S', title: 'sar.selamat' },
  { outcome: 'DP', title: 'sar.hilang' },
  { outcome: 'M', title: 'sar.meninggal' },
  { outcome: 'other', title: 'sar.victims.other' },
];

/** One outcome's victims: name, age, sex, nationality (and, for 'other', the outcome written). */
function VictimTable({
  outcome,
  title,
  victims,
}: {
  outcome: keyof VictimsByOutcome;
  title: string;
  victims: readonly SarVictim[];
}) {
  const { t } = useTranslation();
  const other = outcome === 'other';
  const columns = other ? 5 : 4;
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700}>
        {t('sar.victims.title', { outcome: title, count: victims.length })}
      </Text>
      <Table fz="xs" withTableBorder striped data-outcome={outcome} data-testid="sar-victim-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sar.victims.nama')}</Table.Th>
            <Table.Th>{t('sar.victims.umur')}</Table.Th>
            <Table.Th>{t('sar.victims.jenisKelamin')}</Table.Th>
            <Table.Th>{t('sar.victims.kewarganegaraan')}</Table.Th>
            {other && <Table.Th>{t('sar.victims.hasil')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {victims.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns} c="dimmed" data-testid="sar-victims-none">
                {t('sar.victims.none')}
              </Table.Td>
            </Table.Tr>
          ) : (
            victims.map((v, i) => (
              <Table.Tr key={i} data-testid="sar-victim">
                <Table.Td>{orMissing(v.nama)}</Table.Td>
                <Table.Td>{orMissing(v.umur)}</Table.Td>
                <Table.Td>{orMissing(v.jenis_kelamin)}</Table.Td>
                <Table.Td>{orMissing(v.kewarganegaraan)}</Table.Td>
                {other && <Table.Td>{orMissing(v.hasil_opssar)}</Table.Td>}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * An expanded card (SPEC §2.14): the item's other fields with their labels, then its victims
 * in three tables, Selamat (S), Hilang (DP) and Meninggal (M); a fourth only when Basarnas
 * wrote an outcome that is none of these, so no victim goes unshown.
 */
export function SarDetail({ item }: { item: SarNewsItem }) {
  const { t } = useTranslation();
  const victims = splitVictims(item.detail_korban.data_korban);
  return (
    <>
      <Table fz="xs" withRowBorders={false} data-testid="sar-detail-table">
        <Table.Tbody>
          {detailRows(item, t).map((r) => (
            <Table.Tr key={r.label}>
              <Table.Th w="40%">{r.label}</Table.Th>
              <Table.Td>{r.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap="xs" data-testid="sar-victims">
        {TABLES.filter((x) => x.outcome !== 'other' || victims.other.length > 0).map((x) => (
          <VictimTable
            key={x.outcome}
            outcome={x.outcome}
            title={t(x.title)}
            victims={victims[x.outcome]}
          />
        ))}
      </Stack>
    </>
  );
}
