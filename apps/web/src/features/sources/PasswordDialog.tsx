import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { PasswordConfirmBody } from '@pantau/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { check, placeError, type FieldErrors } from '../../ui/formErrors.ts';

/**
 * Restart or delete an AIS source (SPEC §2.5, §4 'Admin flows'): the signed-in user types
 * their own password again; a wrong one shows 'Wrong Password' under the field.
 */
export function PasswordDialog({
  title,
  children,
  confirmLabel,
  color = 'blue',
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  color?: string;
  /** Sends the password; resolves on success, rejects with the server's error. */
  onConfirm: (password: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const checked = check(PasswordConfirmBody, { password });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setPending(true);
    onConfirm(checked.data.password).then(
      () => setPending(false),
      (error: unknown) => {
        setPending(false);
        const placed = placeError(error, ['password']);
        setErrors(placed.fields);
        setAlert(placed.alert);
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Text size="sm">{children}</Text>
          {alert && (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          )}
          <PasswordInput
            label={t('sources.yourPassword')}
            required
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setErrors({});
            }}
            error={errors['password']}
            data-autofocus
            data-testid="source-password"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={color} loading={pending} data-testid="source-confirm">
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
