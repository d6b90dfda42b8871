import { Alert, Text, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { can, useSession } from '../api/session.ts';

/**
 * A feature this server has not been set up for, in an operator's words: what is missing and
 * whom to ask. The setting's name (`PANTAU_…`) is for the people who run the server (the
 * `system.settings` capability: superAdmin and developer); everyone else reads "ask your
 * administrator".
 */
export function NotConfigured({
  children,
  setting,
  ...props
}: Omit<AlertProps, 'children'> & { children: ReactNode; setting: string }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Alert color="gray" variant="light" {...props}>
      {children}{' '}
      <Text span inherit c="dimmed">
        {can(session.data, 'system.settings')
          ? t('common.settingName', { name: setting })
          : t('common.askAdministrator')}
      </Text>
    </Alert>
  );
}
