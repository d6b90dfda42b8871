import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import {
  DETAIL_FIELDS,
  portEndpoints,
  type DetailField,
  type RegistryAsset,
  type RegistryAssetBody,
} from '@pantau/contracts';
import { isSpecialArea } from '@pantau/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call.ts';
import { ApiError } from '../../api/http.ts';
import type { MessageKey } from '../../i18n/i18n.ts';

const CORE = ['name', 'code', 'identifier', 'lon', 'lat', 'address'] as const;
const SPECIAL: readonly DetailField[] = [
  'sk',
  'bidangUsaha',
  'kategori',
  'tipe',
  'alamat',
  'npwp',
  'status',
];
const SUMMARY: readonly DetailField[] = [
  'upt',
  'dataStatusOperational',
  'kelasEksisting',
  'kelasBaru',
  'hasilPenilaianKriteriaKlasifikasi',
  'keterangan',
];
type Field = (typeof CORE)[number] | DetailField;

/** The fields an admin edits here: the place and names, and a port's summary or a TUKS's fields. */
function fieldsOf(a: RegistryAsset): readonly Field[] {
  if (isSpecialArea(a.category)) return [...CORE, 'region', ...SPECIAL] as Field[];
  if (a.category === 'ports') return [...CORE, ...SUMMARY];
  return CORE;
}

const text = (v: string | number | boolean | null) => (v === null ? '' : String(v));

/** The entry as the edit sends it: every field it has, the edited ones replaced. */
function bodyOf(a: RegistryAsset, edits: Partial<Record<Field, string>>): RegistryAssetBody {
  const details = Object.fromEntries(
    (Object.keys(DETAIL_FIELDS) as DetailField[])
      .filter((k) => a[k] !== null)
      .map((k) => [k, a[k]]),
  );
  const body: Record<string, unknown> = {
    category: a.category,
    name: a.name,
    code: a.code,
    identifier: a.identifier,
    lon: a.lon,
    lat: a.lat,
    address: a.address,
    region: a.region,
    ...details,
  };
  for (const [k, v] of Object.entries(edits)) {
    const trimmed = v.trim();
    if (k === 'lon' || k === 'lat') body[k] = trimmed === '' ? Number.NaN : Number(trimmed);
    else if (k === 'name') body[k] = v;
    else body[k] = trimmed === '' ? null : trimmed;
  }
  return body as RegistryAssetBody;
}

/** An admin's edit of one registry entry (`PUT /api/ports/{id}`), the server checking it. */
export function PoiEditForm({ asset, onDone }: { asset: RegistryAsset; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [edits, setEdits] = useState<Partial<Record<Field, string>>>({});
  const save = useMutation({
    mutationFn: () =>
      call(portEndpoints.put, { params: { id: asset.id }, body: bodyOf(asset, edits) }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['port-registry'] });
      onDone();
    },
  });
  const error = save.error instanceof ApiError ? save.error : null;

  return (
    <Stack gap={4} data-testid="poi-edit">
      {fieldsOf(asset).map((f) => (
        <TextInput
          key={f}
          size="xs"
          label={t(`ports.edit.${f}` as MessageKey)}
          value={edits[f] ?? text(asset[f])}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setEdits((s) => ({ ...s, [f]: value }));
          }}
          error={error?.field === f ? error.message : undefined}
          data-testid={`poi-edit-${f}`}
        />
      ))}
      {save.error && !error?.field && (
        <Alert color="red" py={4}>
          {save.error.message}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs" mt={4}>
        <Button size="xs" variant="subtle" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button
          size="xs"
          onClick={() => save.mutate()}
          loading={save.isPending}
          data-testid="poi-edit-save"
        >
          {t('ports.edit.save')}
        </Button>
      </Group>
    </Stack>
  );
}
