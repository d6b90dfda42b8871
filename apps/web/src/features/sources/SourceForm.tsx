import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { AllowEntry, SOURCE_KINDS, SourceBody, isRadarKind } from '@pantau/contracts';
import { DISTRICTS } from '@pantau/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { check, placeError, type FieldErrors } from '../../ui/formErrors.ts';
import { useCreateSource, useUpdateSource } from './sources.api.ts';
import { isBuiltIn, savedName, type Source } from './sources.model.ts';

const FIELDS = [
  'name',
  'kind',
  'host',
  'port',
  'path',
  'speed',
  'radarLon',
  'radarLat',
  'district',
  'parentId',
  'allow',
];

/** The allow-list as typed: addresses or CIDR blocks, separated by commas, spaces or lines. */
const allowEntries = (text: string): string[] => text.split(/[\s,]+/).filter((e) => e !== '');

const numberOrNull = (value: string | number): number | null =>
  typeof value === 'number' ? value : value.trim() === '' ? null : Number(value);

/** Add New AIS, or edit one (SPEC §2.5, §5 'New AIS'); superAdmin only. */
export function SourceForm({
  editing,
  sources,
  onClose,
  onSaved,
}: {
  /** The source being edited; null adds one. */
  editing: Source | null;
  /** Every source, to pick a parent station from. */
  sources: readonly Source[];
  onClose: () => void;
  /** Called with the snackbar's message. */
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateSource();
  const update = useUpdateSource();
  const [name, setName] = useState(editing?.name ?? '');
  const [kind, setKind] = useState<string>(editing?.kind ?? 'tcp-client');
  const [host, setHost] = useState(editing?.host ?? '');
  const [port, setPort] = useState<string | number>(editing?.port ?? '');
  const [path, setPath] = useState(editing?.path ?? '');
  const [speed, setSpeed] = useState<string | number>(editing?.speed ?? '');
  const [satellite, setSatellite] = useState(editing?.satellite ?? false);
  const [district, setDistrict] = useState<string | null>(editing?.district ?? null);
  const [parentId, setParentId] = useState<string | null>(
    editing?.parentId != null ? String(editing.parentId) : null,
  );
  const [enabled, setEnabled] = useState(editing?.enabled ?? true);
  const [radarLon, setRadarLon] = useState<string | number>(editing?.radarLon ?? '');
  const [radarLat, setRadarLat] = useState<string | number>(editing?.radarLat ?? '');
  const [allow, setAllow] = useState((editing?.allow ?? []).join(', '));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const radar = isRadarKind(kind);
  // Radar sources read the radar's TCP server, as a TCP client does.
  const client = kind === 'tcp-client' || radar;
  const listener = kind === 'tcp-listen' || kind === 'udp';
  const network = client || listener;
  const preview = savedName(name);

  const edited = (field: string) => {
    if (errors[field] !== undefined) setErrors({ ...errors, [field]: undefined });
  };

  const fail = (error: unknown) => {
    const placed = placeError(error, FIELDS);
    setErrors(placed.fields);
    setAlert(placed.alert);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const checked = check(SourceBody, {
      name,
      kind,
      host: network ? host.trim() : null,
      port: network ? numberOrNull(port) : null,
      path: kind === 'file' ? path.trim() || null : null,
      speed: kind === 'file' ? numberOrNull(speed) : null,
      radarLon: radar ? numberOrNull(radarLon) : null,
      radarLat: radar ? numberOrNull(radarLat) : null,
      satellite,
      district,
      parentId: parentId === null ? null : Number(parentId),
      enabled,
      allow: listener ? allowEntries(allow) : [],
    });
    if (!checked.ok) {
      const bad = allowEntries(allow).find((e) => !check(AllowEntry, e).ok);
      setErrors({
        ...checked.errors,
        ...(checked.errors['allow'] !== undefined && bad !== undefined
          ? { allow: t('sources.allowInvalid', { entry: bad }) }
          : {}),
      });
      return;
    }
    if (editing) {
      update.mutate(
        { id: editing.id, body: checked.data },
        {
          onSuccess: (saved) => {
            onSaved(t('sources.updated', { name: saved.name }));
            onClose();
          },
          onError: fail,
        },
      );
    } else {
      create.mutate(checked.data, {
        onSuccess: () => {
          onSaved(t('sources.added'));
          onClose();
        },
        onError: fail,
      });
    }
  };

  const parents = sources
    .filter((s) => !isBuiltIn(s) && s.id !== editing?.id)
    .map((s) => ({ value: String(s.id), label: s.name }));

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? t('common.editNamed', { name: editing.name }) : t('sources.add')}
      centered
    >
      <form
        onSubmit={submit}
        noValidate
        aria-label={editing ? t('sources.editAis') : t('sources.add')}
      >
        <Stack gap="sm">
          {alert && (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          )}
          <TextInput
            label={t('common.name')}
            required
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              edited('name');
            }}
            error={errors['name']}
            description={
              preview !== name && preview !== ''
                ? t('sources.savedAs', { name: preview })
                : undefined
            }
            data-autofocus
            data-testid="source-name"
          />
          <Select
            label={t('sources.kind')}
            required
            data={SOURCE_KINDS.map((k) => ({ value: k, label: t(`sources.kinds.${k}`) }))}
            value={kind}
            onChange={(value) => value && setKind(value)}
            allowDeselect={false}
            error={errors['kind']}
            data-testid="source-kind"
          />
          {network && (
            <Group grow align="flex-start">
              <TextInput
                label={t('sources.host')}
                required={client}
                placeholder={client ? '10.0.0.5' : t('sources.allInterfaces')}
                value={host}
                onChange={(e) => {
                  setHost(e.currentTarget.value);
                  edited('host');
                }}
                error={errors['host']}
                data-testid="source-host"
              />
              <NumberInput
                label={t('sources.port')}
                required
                min={0}
                max={65535}
                allowDecimal={false}
                allowNegative={false}
                hideControls
                value={port}
                onChange={(value) => {
                  setPort(value);
                  edited('port');
                }}
                error={errors['port']}
                data-testid="source-port"
              />
            </Group>
          )}
          {listener && (
            <TextInput
              label={t('sources.allow')}
              description={t('sources.allowDescription')}
              placeholder={t('sources.allowAny')}
              value={allow}
              onChange={(e) => {
                setAllow(e.currentTarget.value);
                edited('allow');
              }}
              error={errors['allow']}
              data-testid="source-allow"
            />
          )}
          {radar && (
            <Group grow align="flex-start">
              <NumberInput
                label={t('sources.radarLon')}
                description={t('sources.radarSite')}
                required={kind === 'radar-nmea'}
                min={-180}
                max={180}
                decimalScale={6}
                hideControls
                value={radarLon}
                onChange={(value) => {
                  setRadarLon(value);
                  edited('radarLon');
                }}
                error={errors['radarLon']}
                data-testid="source-radar-lon"
              />
              <NumberInput
                label={t('sources.radarLat')}
                required={kind === 'radar-nmea'}
                min={-90}
                max={90}
                decimalScale={6}
                hideControls
                value={radarLat}
                onChange={(value) => {
                  setRadarLat(value);
                  edited('radarLat');
                }}
                error={errors['radarLat']}
                data-testid="source-radar-lat"
              />
            </Group>
          )}
          {kind === 'file' && (
            <Group grow align="flex-start">
              <TextInput
                label={t('sources.path')}
                required
                value={path}
                onChange={(e) => {
                  setPath(e.currentTarget.value);
                  edited('path');
                }}
                error={errors['path']}
                data-testid="source-path"
              />
              <NumberInput
                label={t('sources.speedField')}
                min={0}
                hideControls
                value={speed}
                onChange={(value) => {
                  setSpeed(value);
                  edited('speed');
                }}
                error={errors['speed']}
                data-testid="source-speed"
              />
            </Group>
          )}
          <Select
            label={t('sources.districtField')}
            placeholder={t('sources.noneOption')}
            clearable
            searchable
            data={DISTRICTS.map((d) => d.name)}
            value={district}
            onChange={setDistrict}
            error={errors['district']}
            data-testid="source-district"
          />
          <Select
            label={t('sources.parent')}
            description={t('sources.parentDescription')}
            placeholder={t('sources.parentNone')}
            clearable
            searchable
            data={parents}
            value={parentId}
            onChange={setParentId}
            error={errors['parentId']}
            data-testid="source-parent"
          />
          <Switch
            label={t('sources.satelliteFeed')}
            description={t('sources.satelliteDescription')}
            checked={satellite}
            onChange={(e) => setSatellite(e.currentTarget.checked)}
            data-testid="source-satellite"
          />
          <Switch
            label={t('sources.enabled')}
            checked={enabled}
            onChange={(e) => setEnabled(e.currentTarget.checked)}
          />
          {editing && (
            <Text size="xs" c="dimmed">
              {t('sources.restartsOnSave')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending} data-testid="source-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
