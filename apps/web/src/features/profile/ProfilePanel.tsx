import { Alert, Button, Group, Modal, PasswordInput, Stack, Table, Text } from '@mantine/core';
import { ChangePasswordBody } from '@pantau/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { check, placeError, type FieldErrors } from '../../ui/formErrors.ts';
import { useSession } from '../../api/session.ts';
import { useChangePassword } from './profile.api.ts';

/** PROFILE (SPEC §2.28): the user's account and the change-password form. */
export function ProfilePanel() {
  const { t } = useTranslation();
  const session = useSession();
  const change = useChangePassword();
  const [input, setInput] = useState({ oldPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ChangePasswordBody | null>(null);
  const user = session.data?.user;
  if (!user) return null;

  // SPEC §5: the same password twice disables Submit.
  const same = input.newPassword !== '' && input.newPassword === input.oldPassword;

  const update = (field: 'oldPassword' | 'newPassword') => (value: string) => {
    setInput((previous) => ({ ...previous, [field]: value }));
    setErrors({});
    setAlert(null);
    setDone(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(ChangePasswordBody, input);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setConfirming(checked.data);
  };

  const confirm = () => {
    if (!confirming) return;
    change.mutate(confirming, {
      onSuccess: ({ message }) => {
        setDone(message);
        setInput({ oldPassword: '', newPassword: '' });
      },
      onError: (error) => {
        const placed = placeError(error, ['oldPassword', 'newPassword']);
        setErrors(placed.fields);
        setAlert(placed.alert);
      },
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <Stack gap="md" data-testid="profile">
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={110}>{t('common.username')}</Table.Th>
            <Table.Td>{user.username}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('common.name')}</Table.Th>
            <Table.Td>{user.fullname}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('common.role')}</Table.Th>
            <Table.Td>{user.role}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {user.sso ? (
        <Text size="sm" c="dimmed">
          {t('profile.sso')}
        </Text>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('profile.changePassword')}>
          <Stack gap="sm">
            <Text fw={600}>{t('profile.changePassword')}</Text>
            {done && (
              <Alert color="green" variant="light" role="status">
                {done}
              </Alert>
            )}
            {alert && (
              <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle />}>
                {alert}
              </Alert>
            )}
            <PasswordInput
              label={t('profile.oldPassword')}
              autoComplete="current-password"
              value={input.oldPassword}
              onChange={(e) => update('oldPassword')(e.currentTarget.value)}
              error={errors['oldPassword']}
              data-testid="profile-old-password"
            />
            <PasswordInput
              label={t('profile.newPassword')}
              autoComplete="new-password"
              value={input.newPassword}
              onChange={(e) => update('newPassword')(e.currentTarget.value)}
              error={same ? t('profile.samePassword') : errors['newPassword']}
              data-testid="profile-new-password"
            />
            <Button type="submit" disabled={same} loading={change.isPending}>
              {t('common.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('profile.changePassword')}
        centered
      >
        <Stack gap="md">
          <Text>{t('profile.confirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('common.no')}
            </Button>
            <Button onClick={confirm} loading={change.isPending}>
              {t('common.yes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
