import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A Yes/No question before a step that can not be undone. */
export function ConfirmDialog({
  opened,
  title,
  children,
  error,
  pending,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  error?: string | null;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text>{children}</Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.no')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending ?? false}>
            {t('common.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
