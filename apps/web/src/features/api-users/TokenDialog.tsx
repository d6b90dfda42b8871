import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiUserToken } from './apiUsers.api.ts';

/** An API user's token, shown this once: the server keeps only its hash. */
export function TokenDialog({
  issued,
  onClose,
}: {
  issued: ApiUserToken | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={issued !== null}
      onClose={onClose}
      title={issued ? t('apiUsers.tokenFor', { name: issued.apiUser.username }) : ''}
      centered
      size="lg"
      closeOnClickOutside={false}
    >
      {issued && (
        <Stack gap="sm" data-testid="api-token-dialog">
          <Text size="sm">{issued.message}</Text>
          <Alert color="orange" variant="light" icon={<IconAlertTriangle />}>
            {t('apiUsers.copyNow')}
          </Alert>
          <Code block data-testid="api-token">
            {issued.token}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={issued.token}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? 'teal' : 'blue'}
                  leftSection={<IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? t('apiUsers.copied') : t('apiUsers.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('apiUsers.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
