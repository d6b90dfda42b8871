import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { placeError } from '../../ui/formErrors.ts';
import { useEnterDemo } from './demo.api.ts';
import { useDemo } from '../../ui/demo.store.ts';

/**
 * The hidden demo-mode dialog of the login screen (SPEC §2): enter with a password, or
 * (`exit`, asked when it opened in demo mode) leave without one.
 */
export function DemoDialog({
  opened,
  exit,
  onClose,
}: {
  opened: boolean;
  exit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const setDemo = useDemo((s) => s.setDemo);
  const enter = useEnterDemo();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setPassword('');
    setError(null);
    enter.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (exit) {
      setDemo(false);
      close();
      return;
    }
    if (password === '') {
      setError(t('common.passwordEmpty'));
      return;
    }
    enter.mutate(password, {
      onSuccess: () => {
        setDemo(true);
        close();
      },
      onError: (e) => {
        const placed = placeError(e, ['password']);
        setError(placed.fields['password'] ?? placed.alert);
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={exit ? t('demo.exit') : t('demo.enter')} centered>
      <form onSubmit={submit} noValidate data-testid="demo-dialog">
        <Stack gap="sm">
          {exit ? (
            <Text size="sm">{t('demo.exitText')}</Text>
          ) : (
            <PasswordInput
              label={t('common.password')}
              value={password}
              onChange={(e) => {
                setPassword(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              disabled={enter.isPending}
              data-autofocus
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('demo.exitButton')}
            </Button>
            <Button type="submit" loading={enter.isPending}>
              {t('common.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
