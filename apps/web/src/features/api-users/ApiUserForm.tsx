import { Alert, Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { CreateApiUserBody } from '@pantau/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { check, placeError, type FieldErrors } from '../../ui/formErrors.ts';
import {
  useCreateApiUser,
  useUpdateApiUser,
  type ApiUser,
  type ApiUserToken,
} from './apiUsers.api.ts';

/** Add or edit an API user: a username and whether it may call the API. */
export function ApiUserForm({
  editing,
  onClose,
  onIssued,
}: {
  /** The API user being edited; null adds one. */
  editing: ApiUser | null;
  onClose: () => void;
  onIssued: (issued: ApiUserToken) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateApiUser();
  const update = useUpdateApiUser();
  const [username, setUsername] = useState(editing?.username ?? '');
  const [access, setAccess] = useState(editing?.access ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const fail = (error: unknown) => {
    const placed = placeError(error, ['username']);
    setErrors(placed.fields);
    setAlert(placed.alert);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(CreateApiUserBody, { username, access });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    if (editing) {
      update.mutate({ id: editing.id, ...checked.data }, { onSuccess: onClose, onError: fail });
    } else {
      create.mutate(checked.data, {
        onSuccess: (issued) => {
          onIssued(issued);
          onClose();
        },
        onError: fail,
      });
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? t('apiUsers.edit') : t('apiUsers.add')}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {alert && (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          )}
          <TextInput
            label={t('common.username')}
            required
            value={username}
            onChange={(e) => {
              setUsername(e.currentTarget.value);
              setErrors({});
            }}
            error={errors['username']}
            data-autofocus
            data-testid="api-user-username"
          />
          <Switch
            label={t('apiUsers.accessSwitch')}
            checked={access}
            onChange={(e) => setAccess(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
