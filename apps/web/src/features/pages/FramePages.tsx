import { Code, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { FramePage } from '../../ui/FramePage.tsx';

/** /analisis: analysis charts. */
export function AnalisisPage() {
  const { t } = useTranslation();
  return <FramePage title={t('pages.analisis')}>{t('pages.analisisText')}</FramePage>;
}

/** /help. */
export function HelpPage() {
  const { t } = useTranslation();
  return (
    <FramePage title={t('pages.help')}>
      <Trans i18nKey="pages.helpText" components={{ code: <Code /> }} />
    </FramePage>
  );
}

/** /cctv and /radio read 'Dalam Pengerjaan' (SPEC §2). */
export function InProgressPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <FramePage title={title}>
      <Text fw={600}>{t('pages.inProgress')}</Text>
    </FramePage>
  );
}
