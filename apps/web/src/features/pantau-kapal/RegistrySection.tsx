import { Text } from '@mantine/core';
import { orMissing } from '@pantau/domain';
import { useTranslation } from 'react-i18next';
import { InfoRows } from '../../ui/InfoRows.tsx';
import { useVesselRegistrations } from './registration.api.ts';

/**
 * The vessel panel's registry values (SPEC §2.15 'DWT', 'GT', 'depth', 'LOA'): what Rekap Kapal Pantau says of the
 * vessel (its newest registration), labelled with where it comes from so that it is never
 * taken for what the vessel reports over AIS. Nothing is shown for a vessel not registered.
 */
export function RegistrySection({ id }: { id: string }) {
  const { t } = useTranslation();
  const regs = useVesselRegistrations(Number(id)).data?.registrations;
  const newest = regs?.[0];
  if (!newest) return null;
  return (
    <div data-testid="vessel-registry">
      <Text size="xs" fw={700} c="dimmed" mb={4}>
        {t('pantauKapal.registry.title')}
      </Text>
      <InfoRows
        rows={[
          [t('pantauKapal.registry.gt'), orMissing(newest.gt)],
          [t('pantauKapal.registry.dwt'), orMissing(newest.dwt)],
          [t('pantauKapal.registry.loa'), orMissing(newest.loa)],
          [t('pantauKapal.registry.depth'), orMissing(newest.depth)],
          [t('pantauKapal.registry.name'), newest.namaKapal],
          [
            t('pantauKapal.registry.shipType'),
            orMissing(newest.jenisKapalSync ?? newest.jenisKapal),
          ],
          [t('pantauKapal.registry.owner'), orMissing(newest.pemilikKapal)],
          [
            t('pantauKapal.registry.submission'),
            `${orMissing(newest.jenisPengajuan)} · ${orMissing(newest.status)} · ${newest.tahun}`,
          ],
        ]}
      />
    </div>
  );
}
