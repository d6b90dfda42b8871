import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { CreateUserBody, UpdateUserBody, type AdminUser } from '@pantau/contracts';
import { ASSIGNABLE_ROLES, DISNAV_ZOOM, DISTRICTS } from '@pantau/domain';
import { formatDms } from '@pantau/geo';
import { IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_VIEW } from '../../map/places.ts';
import { check, placeError, type FieldErrors } from '../../ui/formErrors.ts';
import { bodyOf, formFromUser, type UserFormValues } from './userForm.ts';
import { useSaveUser } from './users.api.ts';

// MapLibre loads only when someone opens the small map.
const CenterPickerMap = lazy(() => import('./CenterPickerMap.tsx'));

const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((r) => ({ value: r, label: r }));
const PORT_OPTIONS = DISTRICTS.map((d) => ({
  value: d.portCode,
  label: `${d.name} (${d.portCode})`,
}));

const FIELDS = [
  'firstName',
  'lastName',
  'username',
  'password',
  'role',
  'portCode',
  'center',
  'zoom',
] as const;

/** The add-user and edit-user dialog of USER MANAGEMENT (SPEC §2.30, §5). */
export function UserForm({
  editing,
  onClose,
  onSaved,
}: {
  /** The user being edited; null adds one. */
  editing: AdminUser | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveUser();
  const [values, setValues] = useState<UserFormValues>(() => formFromUser(editing));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);

  const set = <K extends keyof UserFormValues>(field: K, value: UserFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const body = bodyOf(values, editing !== null);
    if (editing) {
      const checked = check(UpdateUserBody, body);
      if (!checked.ok) return setErrors(checked.errors);
      save.mutate({ id: editing.id, body: checked.data }, { onSuccess: done, onError: fail });
    } else {
      const checked = check(CreateUserBody, body);
      if (!checked.ok) return setErrors(checked.errors);
      save.mutate({ id: null, body: checked.data }, { onSuccess: done, onError: fail });
    }
  };
  const done = (user: AdminUser) => {
    onSaved(t(editing ? 'users.saved' : 'users.added', { name: user.username }));
    onClose();
  };
  const fail = (error: unknown) => {
    const placed = placeError(error, FIELDS);
    setErrors(placed.fields);
    setAlert(placed.alert);
  };

  const disnav = values.role === 'disnav';
  const text = (field: 'firstName' | 'lastName' | 'username', label: string) => (
    <TextInput
      label={label}
      required
      value={values[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      error={errors[field]}
      data-testid={`user-${field}`}
    />
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? t('common.editNamed', { name: editing.username }) : t('users.add')}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate aria-label={editing ? t('users.edit') : t('users.add')}>
        <Stack gap="sm">
          {alert && (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          )}
          <SimpleGrid cols={2}>
            {text('firstName', t('common.firstName'))}
            {text('lastName', t('common.lastName'))}
          </SimpleGrid>
          <SimpleGrid cols={2}>
            {editing ? (
              <TextInput label={t('common.username')} value={editing.username} readOnly disabled />
            ) : (
              text('username', t('common.username'))
            )}
            <PasswordInput
              label={editing ? t('users.resetPassword') : t('common.password')}
              required={!editing}
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => set('password', e.currentTarget.value)}
              error={errors['password']}
              data-testid="user-password"
            />
          </SimpleGrid>
          <Select
            label={t('common.role')}
            required
            data={ROLE_OPTIONS}
            value={values.role || null}
            onChange={(value) => set('role', value ?? '')}
            error={errors['role']}
            data-testid="user-role"
          />
          {disnav ? (
            <Select
              label={t('users.port')}
              description={t('users.portDescription', { zoom: DISNAV_ZOOM })}
              required
              searchable
              data={PORT_OPTIONS}
              value={values.portCode}
              onChange={(value) => set('portCode', value)}
              error={errors['portCode']}
              data-testid="user-port"
            />
          ) : (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('users.mapView')}
              </Text>
              <Group gap="sm" align="flex-start">
                <TextInput
                  aria-label={t('users.mapCentre')}
                  readOnly
                  value={values.center ? formatDms(values.center[0], values.center[1]) : ''}
                  placeholder={t('users.notChosen')}
                  error={errors['center']}
                  style={{ flex: 1 }}
                />
                <NumberInput
                  aria-label={t('users.zoom')}
                  w={90}
                  min={2}
                  max={19}
                  step={0.5}
                  value={values.zoom ?? ''}
                  onChange={(value) => set('zoom', typeof value === 'number' ? value : null)}
                  error={errors['zoom']}
                  placeholder={t('users.zoom')}
                />
                <Button
                  variant="light"
                  leftSection={<IconMapPin size={16} />}
                  onClick={() => setPicking(true)}
                  data-testid="user-pick-center"
                >
                  {t('users.chooseOnMap')}
                </Button>
              </Group>
            </Stack>
          )}
          <Group gap="xl">
            <Switch
              label={t('common.active')}
              checked={values.active}
              onChange={(e) => set('active', e.currentTarget.checked)}
              data-testid="user-active"
            />
            <Switch
              label={t('users.sharedAccount')}
              checked={values.sharedAccount}
              onChange={(e) => set('sharedAccount', e.currentTarget.checked)}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="user-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {picking && (
        <Suspense fallback={null}>
          <CenterPickerMap
            initial={
              values.center
                ? { center: values.center, zoom: values.zoom ?? DEFAULT_VIEW.zoom }
                : DEFAULT_VIEW
            }
            onClose={() => setPicking(false)}
            onPick={(view) => {
              set('center', view.center);
              set('zoom', view.zoom);
              setPicking(false);
            }}
          />
        </Suspense>
      )}
    </Modal>
  );
}
