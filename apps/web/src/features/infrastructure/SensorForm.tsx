import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { SensorBody, type SensorKind } from '@pantau/contracts';
import { SENSOR_KINDS } from '@pantau/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { check, placeError, type FieldErrors } from '../../ui/formErrors.ts';
import { usePortOptions } from './port-options.ts';
import { useSaveSensor, type Sensor } from './infrastructure.api.ts';

const FIELDS = ['locationId', 'kind', 'name', 'url', 'username', 'password'];

/**
 * Add or edit a port sensor (PORTS): the port, kind, name and the URL the server checks; a
 * user name and password kept on the server (an edit shows neither: an empty password keeps
 * the stored one).
 */
export function SensorForm({ editing, onClose }: { editing: Sensor | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSensor();
  const ports = usePortOptions();
  const [locationId, setLocationId] = useState<string | null>(editing?.locationId ?? null);
  const [kind, setKind] = useState<SensorKind>(editing?.kind ?? 'cctv');
  const [name, setName] = useState(editing?.name ?? '');
  const [url, setUrl] = useState(editing?.url ?? '');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [clear, setClear] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      locationId: locationId ?? '',
      kind,
      name,
      url,
      ...(clear
        ? { username: '', password: '' }
        : {
            ...(username.trim() ? { username: username.trim() } : {}),
            ...(password ? { password } : {}),
          }),
    };
    const checked = check(SensorBody, input);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    save.mutate(
      { id: editing?.id ?? null, body: checked.data },
      {
        onSuccess: onClose,
        onError: (error) => {
          const placed = placeError(error, FIELDS);
          setErrors(placed.fields);
          setAlert(placed.alert);
        },
      },
    );
  };
  const edited = () => {
    setErrors({});
    setAlert(null);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? t('infrastructure.ports.edit') : t('infrastructure.ports.add')}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate data-testid="sensor-form">
        <Stack gap="sm">
          {alert && (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          )}
          <Select
            label={t('infrastructure.ports.port')}
            placeholder={t('infrastructure.ports.portPlaceholder')}
            data={ports.options}
            value={locationId}
            onChange={(v) => {
              setLocationId(v);
              edited();
            }}
            searchable
            limit={50}
            nothingFoundMessage="-"
            required
            error={errors['locationId']}
            data-testid="sensor-port"
          />
          <Select
            label={t('infrastructure.ports.kind')}
            data={SENSOR_KINDS.map((k) => ({ value: k, label: t(`infrastructure.kinds.${k}`) }))}
            value={kind}
            onChange={(v) => {
              if (v) setKind(v);
              edited();
            }}
            allowDeselect={false}
            error={errors['kind']}
            data-testid="sensor-kind"
          />
          <TextInput
            label={t('infrastructure.ports.name')}
            required
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              edited();
            }}
            error={errors['name']}
            data-testid="sensor-name"
          />
          <TextInput
            label={t('infrastructure.ports.url')}
            required
            placeholder="http://camera.local/video.mjpeg, rtsp://10.0.0.5:554/stream"
            value={url}
            onChange={(e) => {
              setUrl(e.currentTarget.value);
              edited();
            }}
            error={errors['url']}
            data-testid="sensor-url"
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('infrastructure.ports.username')}
              value={username}
              disabled={clear}
              autoComplete="off"
              onChange={(e) => {
                setUsername(e.currentTarget.value);
                edited();
              }}
              error={errors['username']}
            />
            <PasswordInput
              label={t('infrastructure.ports.password')}
              value={password}
              disabled={clear}
              autoComplete="new-password"
              description={editing?.hasCredentials ? t('infrastructure.ports.passwordKept') : null}
              onChange={(e) => {
                setPassword(e.currentTarget.value);
                edited();
              }}
              error={errors['password']}
            />
          </Group>
          {editing?.hasCredentials && (
            <Checkbox
              label={t('infrastructure.ports.clearCredentials')}
              checked={clear}
              onChange={(e) => setClear(e.currentTarget.checked)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="sensor-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
