import { AoiBody } from '@pantau/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '../../screen/notice.store.ts';
import { check, placeError, type FieldErrors } from '../../ui/formErrors.ts';
import { aoiBody, useCreateAoi } from './aoi.api.ts';
import { useAoi } from './aoi.store.ts';

/** The body's fields as the form's: a circle's centre is typed in Coordinates. */
const FIELD_OF: Record<string, string> = {
  name: 'name',
  description: 'description',
  coordinates: 'coordinates',
  pointNames: 'coordinates',
  center: 'coordinates',
  radiusM: 'radius',
};

function formErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const target = FIELD_OF[field] ?? field;
    if (out[target] === undefined) out[target] = message;
  }
  return out;
}

/**
 * Submit (SPEC §2.4, §4): disabled until a shape is plotted or drawn; asks 'Submit AOI' (an
 * area submitted can not be changed), posts it, and resets the form; the new area is ticked.
 */
export function AoiSubmit(props: {
  ready: boolean;
  onErrors: (fields: FieldErrors, alert: string | null) => void;
}) {
  const { t } = useTranslation();
  const draft = useAoi((s) => s.draft);
  const shape = useAoi((s) => s.shape);
  const drawing = useAoi((s) => s.drawing);
  const create = useCreateAoi();
  const [asking, setAsking] = useState(false);

  const ask = () => {
    if (!shape) return;
    const checked = check(AoiBody, aoiBody(shape, draft.name, draft.description));
    if (!checked.ok) {
      const fields = formErrors(checked.errors);
      props.onErrors(fields, fields[''] ?? null);
      return;
    }
    props.onErrors({}, null);
    setAsking(true);
  };

  const submit = () => {
    if (!shape) return;
    create.mutate(aoiBody(shape, draft.name, draft.description), {
      onSuccess: (aoi) => {
        setAsking(false);
        useAoi.getState().reset();
        useAoi.getState().tick(aoi.id, true);
        useNotice.getState().show(t('aoi.submitted', { name: aoi.name }));
      },
      onError: (error) => {
        setAsking(false);
        const placed = placeError(error, Object.keys(FIELD_OF));
        props.onErrors(formErrors(placed.fields), placed.alert);
      },
    });
  };

  return (
    <>
      <Button disabled={!props.ready || !shape || drawing} onClick={ask} data-testid="aoi-submit">
        {t('aoi.submit')}
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('aoi.confirm.title')}
        centered
      >
        <Stack gap="md" data-testid="aoi-confirm">
          <Text>{t('aoi.confirm.body', { name: draft.name.trim() })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('aoi.confirm.no')}
            </Button>
            <Button onClick={submit} loading={create.isPending} data-testid="aoi-confirm-submit">
              {t('aoi.confirm.yes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
