import { Code, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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

/** /cctv_live, /cctv_live_244, /cctv_live_245: live CCTV players taking a `link` parameter. */
export function CctvLivePage({ title }: { title: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const link = params.get('link');
  return (
    <FramePage title={title}>
      <Text>{t('pages.cctvText')}</Text>
      {link && (
        <Text size="sm" mt="xs">
          {t('pages.requestedStream')} <Code>{link}</Code>
        </Text>
      )}
    </FramePage>
  );
}
