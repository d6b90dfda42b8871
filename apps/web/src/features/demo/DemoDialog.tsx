import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { placeError } from '../../ui/formErrors.ts';
import { useEnterDemo } from './demo.api.ts';
import { useDemo } from './demo.store.ts';

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
      setError('password can not be empty');
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
    <Modal
      opened={opened}
      onClose={close}
      title={exit ? 'Exit the Demo Mode?' : 'Enter the Demo Mode?'}
      centered
    >
      <form onSubmit={submit} noValidate data-testid="demo-dialog">
        <Stack gap="sm">
          {exit ? (
            <Text size="sm">The title and logos return to normal.</Text>
          ) : (
            <PasswordInput
              label="Password"
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
              Exit
            </Button>
            <Button type="submit" loading={enter.isPending}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
