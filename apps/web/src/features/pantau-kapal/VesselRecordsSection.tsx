import { Alert, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { orMissing } from '@pantau/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotConfigured } from '../../ui/NotConfigured.tsx';
import { useVesselClearances } from './inaportnet.api.ts';
import { useVesselRegistrations } from './registration.api.ts';

const NO_DATA = '-- No Data --';

function RecordTable({
  title,
  testId,
  head,
  rows,
  note,
}: {
  title: string;
  testId: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[] | null;
  note?: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Title order={5} mb="xs">
        {title}
      </Title>
      {note}
      <Table fz="xs" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows !== null && rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={head.length}>
                <Text size="sm" c="dimmed" ta="center" data-testid={`${testId}-empty`}>
                  {NO_DATA}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows?.map((r, i) => (
            <Table.Tr key={i}>
              {r.map((c, j) => (
                <Table.Td key={j}>{c}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/**
 * Detail Kapal's Registrasi Kapal, PKK and SPB tables (SPEC §2.16), each '-- No Data --' when
 * empty. When Inaportnet is not configured or fails, PKK and SPB say so instead of 'no data'.
 */
export function VesselRecordsSection({ mmsi }: { mmsi: number }) {
  const { t } = useTranslation();
  const regs = useVesselRegistrations(mmsi).data?.registrations ?? null;
  const clear = useVesselClearances(mmsi).data;
  const known = clear?.state === 'ok';
  const inaportnetNote =
    clear && clear.state !== 'ok' ? (
      clear.state === 'error' ? (
        <Alert color="red" py={6} mb="xs" data-testid="detail-inaportnet-state">
          {t('pantauKapal.pkkspb.error', { message: clear.message ?? '' })}
        </Alert>
      ) : (
        <NotConfigured
          setting="PANTAU_INAPORTNET_URL"
          py={6}
          mb="xs"
          data-testid="detail-inaportnet-state"
        >
          {t('pantauKapal.pkkspb.notConfigured')}
        </NotConfigured>
      )
    ) : undefined;
  const fieldsText = (fields: Record<string, string | number | boolean | null>) =>
    Object.entries(fields)
      .filter(([, v]) => v !== null && v !== '')
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join('; ') || '-';

  return (
    <Stack gap="md" mt="md" data-testid="detail-records">
      <RecordTable
        title="Registrasi Kapal"
        testId="detail-registrations"
        head={[
          'No. Aju',
          'No. Rekomendasi',
          'Jenis Pengajuan',
          'Status',
          'Tahun',
          'GT',
          'Pemilik Kapal',
        ]}
        rows={
          regs?.map((r) => [
            r.noAju,
            orMissing(r.noRekomendasi),
            orMissing(r.jenisPengajuan),
            orMissing(r.status),
            r.tahun,
            orMissing(r.gt),
            orMissing(r.pemilikKapal),
          ]) ?? null
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <RecordTable
          title="PKK"
          testId="detail-pkk"
          head={['nomorPkk', t('pantauKapal.detail.fields')]}
          rows={known ? clear.pkk.map((p) => [p.nomorPkk, fieldsText(p.fields)]) : null}
          note={inaportnetNote}
        />
        <RecordTable
          title="SPB"
          testId="detail-spb"
          head={['nomorSPB', 'nomorPkk', t('pantauKapal.detail.fields')]}
          rows={known ? clear.spb.map((s) => [s.nomorSPB, s.nomorPkk, fieldsText(s.fields)]) : null}
          note={inaportnetNote}
        />
      </SimpleGrid>
    </Stack>
  );
}
