import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FramePage } from '../../ui/FramePage.tsx';

/** /cctv and /radio read 'Dalam Pengerjaan' (SPEC §2). */
export function InProgressPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <FramePage title={title}>
      <Text fw={600}>{t('pages.inProgress')}</Text>
    </FramePage>
  );
}
