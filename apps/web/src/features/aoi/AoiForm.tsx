import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../ui/formErrors.ts';
import { useNameTaken } from './aoi.api.ts';
import { descriptionProblem, detailsValid, nameProblem, TYPES_BY_METHOD } from './aoi-form.ts';
import type { PlotError } from './aoi-shapes.ts';
import { useAoi, type AoiType } from './aoi.store.ts';
import { AoiCoordinateFields } from './AoiCoordinateFields.tsx';
import { AoiDrawControls } from './AoiDrawControls.tsx';
import { AoiSubmit } from './AoiSubmit.tsx';

const ERROR_PROPS = { 'data-testid': 'aoi-error' };

const isType = (v: string): v is AoiType => v === 'Polygon' || v === 'Circle';

/**
 * The chosen method's form (SPEC §2.4): type, name, description, then Draw's Start Draw and
 * Done or Coordinate's coordinates and Plot; Submit (with its confirmation) and Cancel.
 * Rules of SPEC §5 are checked as the user types; server errors land under their field.
 */
export function AoiForm() {
  const { t } = useTranslation();
  const draft = useAoi((s) => s.draft);
  const { edit } = useAoi.getState();
  const taken = useNameTaken(draft.name);
  const [touched, setTouched] = useState({ name: false, description: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const method = draft.method ?? 'draw';

  const nameRule = nameProblem(draft.name);
  const showNameRule = nameRule !== null && (touched.name || draft.name !== '');
  const nameError =
    errors['name'] ??
    (taken ? t('aoi.errors.duplicateName') : showNameRule ? t(nameRule) : undefined);
  const descriptionRule = descriptionProblem(draft.description);
  const descriptionError =
    errors['description'] ??
    (descriptionRule && touched.description ? t(descriptionRule) : undefined);

  const clear = (...fields: string[]) =>
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k))));

  const onPlotError = useCallback(
    (error: PlotError | null) => {
      setErrors((e) => {
        const rest = { ...e };
        delete rest['coordinates'];
        delete rest['radius'];
        if (!error) return rest;
        const text = 'key' in error.message ? t(error.message.key) : error.message.text;
        return { ...rest, [error.field]: text };
      });
    },
    [t],
  );
  const onDrawProblem = useCallback((text: string) => setAlert(text), []);

  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('aoi.type.label')}
        value={draft.type}
        data={TYPES_BY_METHOD[method].map((type) => ({
          value: type,
          label: t(`aoi.type.${type}`),
        }))}
        onChange={(e) => {
          const type = e.currentTarget.value;
          if (isType(type)) edit({ type, coordinates: '' });
          clear('coordinates', 'radius');
        }}
        data-testid="aoi-type"
      />
      <TextInput
        label={t('aoi.name')}
        value={draft.name}
        placeholder={taken ? t('aoi.errors.duplicateName') : undefined}
        onChange={(e) => {
          edit({ name: e.currentTarget.value });
          clear('name');
        }}
        onBlur={() => setTouched((s) => ({ ...s, name: true }))}
        error={nameError}
        errorProps={ERROR_PROPS}
        data-testid="aoi-name"
      />
      <TextInput
        label={t('aoi.description')}
        value={draft.description}
        onChange={(e) => {
          edit({ description: e.currentTarget.value });
          clear('description');
        }}
        onBlur={() => setTouched((s) => ({ ...s, description: true }))}
        error={descriptionError}
        errorProps={ERROR_PROPS}
        data-testid="aoi-description"
      />
      {method === 'draw' ? (
        <AoiDrawControls ready={detailsValid(draft, taken)} onProblem={onDrawProblem} />
      ) : (
        <AoiCoordinateFields
          errors={{ coordinates: errors['coordinates'], radius: errors['radius'] }}
          onPlotError={onPlotError}
        />
      )}
      {alert && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          onClose={() => setAlert(null)}
        >
          {alert}
        </Alert>
      )}
      <Group grow>
        <Button
          variant="default"
          data-testid="aoi-cancel"
          onClick={() => useAoi.getState().reset()}
        >
          {t('aoi.cancel')}
        </Button>
        <AoiSubmit
          ready={detailsValid(draft, taken)}
          onErrors={(fields, message) => {
            setErrors(fields);
            setAlert(message);
          }}
        />
      </Group>
    </Stack>
  );
}
