import { Code, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Tutorial } from './Tutorial.tsx';

/** The AOI panel's tutorial: both methods, the coordinate format, what Submit means. */
export function AoiTutorial() {
  const { t } = useTranslation();
  return (
    <Tutorial label={t('aoi.tutorial.open')} title={t('aoi.tutorial.title')} testId="aoi-tutorial">
      <Text size="sm">{t('aoi.tutorial.method')}</Text>
      <Text size="sm">{t('aoi.tutorial.polygon')}</Text>
      <Code block>{t('aoi.tutorial.example')}</Code>
      <Text size="sm">{t('aoi.tutorial.circle')}</Text>
      <Text size="sm">{t('aoi.tutorial.submit')}</Text>
    </Tutorial>
  );
}
