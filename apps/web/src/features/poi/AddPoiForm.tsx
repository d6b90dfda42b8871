import { Alert, Button, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import {
  POI_CATEGORIES,
  POI_MESSAGES,
  plotUserPoi,
  poiIdentifierRule,
  validateUserPoi,
  type UserPoiErrors,
} from '@pantau/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { useMapInstance } from '../../map/MapContext.ts';
import { flyToView } from '../../map/places.ts';
import { useAddPoi } from './poi.api.ts';
import { poiMessage } from './poi-messages.ts';
import { plottedNow, usePoiForm, type PoiDraft } from './poi.store.ts';

/** SPEC §9 feature map zoom: where PLOT shows the point. */
const PLOT_ZOOM = 11;
const FIELDS: readonly (keyof PoiDraft)[] = [
  'category',
  'identifier',
  'name',
  'longitude',
  'latitude',
];

/**
 * 'Add New Point of Interest' (SPEC §2.33, §4 'POI add flow', §5, §8): type, identifier
 * (MMSI, DSI or ID by type), name, longitude, latitude; PLOT previews the point; SUBMIT is
 * enabled only after PLOT on a valid form, then the form clears and the list reloads.
 */
export function AddPoiForm({ onAdded }: { onAdded: (category: string) => void }) {
  const { t } = useTranslation();
  const map = useMapInstance();
  const { draft, edit, plot, reset } = usePoiForm();
  const plotted = usePoiForm(plottedNow);
  const add = useAddPoi();
  const [touched, setTouched] = useState<Partial<Record<keyof PoiDraft, boolean>>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [serverErrors, setServerErrors] = useState<UserPoiErrors>({});
  const errors = validateUserPoi(draft);
  const valid = Object.keys(errors).length === 0;
  const shown = (f: keyof PoiDraft) =>
    touched[f] ? poiMessage(t, errors[f] ?? serverErrors[f]) : undefined;
  const identifier = poiIdentifierRule(draft.category);

  const change = (f: keyof PoiDraft, value: string) => {
    edit({ [f]: value });
    setTouched((s) => ({ ...s, [f]: true }));
    setServerErrors({});
    setMessage(null);
  };

  const doPlot = () => {
    setTouched(Object.fromEntries(FIELDS.map((f) => [f, true])));
    const point = plotUserPoi(draft);
    if (!point.ok) {
      setMessage({ ok: false, text: point.message });
      return;
    }
    if (!valid) return;
    setMessage(null);
    plot(point.lon, point.lat);
    if (map) flyToView(map, { center: [point.lon, point.lat], zoom: PLOT_ZOOM });
  };

  const submit = () => {
    if (!valid || !plotted) {
      setMessage({ ok: false, text: POI_MESSAGES.invalidAtSubmit });
      return;
    }
    add.mutate(draft, {
      onSuccess: () => {
        onAdded(draft.category);
        reset();
        setTouched({});
        setMessage({ ok: true, text: POI_MESSAGES.submitted });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          if (error.field) setServerErrors({ [error.field]: error.message });
          setMessage({ ok: false, text: POI_MESSAGES.invalidAtSubmit });
        } else setMessage({ ok: false, text: POI_MESSAGES.submitFailed });
      },
    });
  };

  const errorProps = (f: keyof PoiDraft) => ({ 'data-testid': `poi-error-${f}` });
  return (
    <Stack gap={6} data-testid="poi-form">
      <Title order={5}>{t('poi.form.title')}</Title>
      <NativeSelect
        label={t('poi.form.type')}
        data={[{ value: '', label: t('poi.form.chooseType') }, ...POI_CATEGORIES]}
        value={draft.category}
        onChange={(e) => change('category', e.currentTarget.value)}
        error={shown('category')}
        errorProps={errorProps('category')}
        data-testid="poi-form-type"
      />
      <TextInput
        label={identifier.label}
        value={draft.identifier}
        onChange={(e) => change('identifier', e.currentTarget.value)}
        error={shown('identifier')}
        errorProps={errorProps('identifier')}
        data-testid="poi-form-identifier"
      />
      <TextInput
        label={t('poi.form.name')}
        value={draft.name}
        onChange={(e) => change('name', e.currentTarget.value)}
        error={shown('name')}
        errorProps={errorProps('name')}
        data-testid="poi-form-name"
      />
      <Group grow gap="xs" align="flex-start">
        <TextInput
          label={t('poi.form.longitude')}
          placeholder="115.21051"
          value={draft.longitude}
          onChange={(e) => change('longitude', e.currentTarget.value)}
          error={shown('longitude')}
          errorProps={errorProps('longitude')}
          data-testid="poi-form-longitude"
        />
        <TextInput
          label={t('poi.form.latitude')}
          placeholder="-8.74620"
          value={draft.latitude}
          onChange={(e) => change('latitude', e.currentTarget.value)}
          error={shown('latitude')}
          errorProps={errorProps('latitude')}
          data-testid="poi-form-latitude"
        />
      </Group>
      {message && (
        <Alert color={message.ok ? 'green' : 'red'} py={6} data-testid="poi-form-message">
          {poiMessage(t, message.text)}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button size="xs" variant="light" onClick={doPlot} data-testid="poi-plot">
          {t('poi.form.plot')}
        </Button>
        <Button
          size="xs"
          onClick={submit}
          disabled={!valid || !plotted}
          loading={add.isPending}
          data-testid="poi-submit"
        >
          {t('poi.form.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
