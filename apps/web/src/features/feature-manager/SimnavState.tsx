import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotConfigured } from '../../ui/NotConfigured.tsx';
import type { useSimnavFeatures } from './feature-manager.api.ts';

/** SIMNAV's state: not configured on this server, failing (and why), or what was skipped. */
export function SimnavState({ query }: { query: ReturnType<typeof useSimnavFeatures> }) {
  const { t } = useTranslation();
  const data = query.data;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {query.error.message}
      </Alert>
    );
  }
  if (!data) return null;
  if (!data.configured) {
    return (
      <NotConfigured setting="PANTAU_SIMNAV_URL" data-testid="simnav-not-configured">
        {t('featureManager.simnav.notConfigured')}
      </NotConfigured>
    );
  }
  if (data.error) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="simnav-error">
        {t('featureManager.simnav.failed', { reason: data.error })}
      </Alert>
    );
  }
  if (data.skipped > 0) {
    return (
      <Text size="xs" c="dimmed">
        {t('featureManager.simnav.skipped', { count: data.skipped })}
      </Text>
    );
  }
  return null;
}
