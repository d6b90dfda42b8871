import { Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { FEATURE_KINDS, SBNP_TYPES } from '@pantau/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  coloursOf,
  emptyForm,
  plotFeature,
  POINT_KINDS,
  type DraftFeature,
  type FeatureForm,
  type FormField,
} from './feature-input.ts';
import type { MessageKey } from '../../i18n/i18n.ts';

/**
 * Add-feature (SPEC §2.23, §4 'Feature manager', §5): type, name, SBNP type, colour and the
 * coordinates; Plot previews it on the map, Submit (only after a successful Plot of the form
 * as it stands) adds it to the working set and clears the preview.
 */
export function AddFeatureForm({
  takenNames,
  onPreview,
  onSubmit,
  onCancel,
}: {
  takenNames: ReadonlySet<string>;
  onPreview: (feature: DraftFeature | null) => void;
  onSubmit: (feature: DraftFeature) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<FeatureForm>(() => emptyForm());
  const [error, setError] = useState<{ field: FormField; message: MessageKey } | null>(null);
  const [plotted, setPlotted] = useState<DraftFeature | null>(null);

  const change = (patch: Partial<FeatureForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setError(null);
    // The preview no longer shows the form: Submit waits for another Plot.
    setPlotted(null);
    onPreview(null);
  };
  const errorOf = (field: FormField) => (error?.field === field ? t(error.message) : undefined);
  const isPoint = POINT_KINDS.includes(form.kind);

  const plot = () => {
    const outcome = plotFeature(form, takenNames);
    if (!outcome.ok) {
      setError({ field: outcome.field, message: outcome.message });
      setPlotted(null);
      onPreview(null);
      return;
    }
    setPlotted(outcome.feature);
    onPreview(outcome.feature);
  };

  return (
    <Stack gap="xs" data-testid="feature-add-form">
      <Select
        label={t('featureManager.form.kind')}
        data={FEATURE_KINDS.map((k) => ({ value: k, label: k }))}
        value={form.kind}
        allowDeselect={false}
        onChange={(v) => v && change({ kind: v, colour: '', sbnpType: '', dsi: '' })}
        data-testid="feature-kind"
      />
      <TextInput
        label={t('featureManager.form.name')}
        value={form.name}
        onChange={(e) => change({ name: e.currentTarget.value })}
        error={errorOf('name')}
        data-testid="feature-name"
      />
      {form.kind === 'sbnp' && (
        <Select
          label={t('featureManager.form.sbnpType')}
          data={[...SBNP_TYPES]}
          value={form.sbnpType || null}
          onChange={(v) => change({ sbnpType: v ?? '' })}
          error={errorOf('sbnpType')}
          data-testid="feature-sbnp-type"
        />
      )}
      {form.kind === 'sbnp' && (
        <TextInput
          label={t('featureManager.form.dsi')}
          value={form.dsi}
          onChange={(e) => change({ dsi: e.currentTarget.value })}
          error={errorOf('dsi')}
          data-testid="feature-dsi"
        />
      )}
      {isPoint && (
        <Select
          label={t('featureManager.form.colour')}
          data={coloursOf(form.kind).map((c) => ({
            value: c,
            label: t(`featureManager.colours.${c}` as MessageKey),
          }))}
          value={form.colour || null}
          onChange={(v) => change({ colour: v ?? '' })}
          error={errorOf('colour')}
          data-testid="feature-colour"
        />
      )}
      <Textarea
        label={t('featureManager.form.coordinates')}
        description={t(isPoint ? 'featureManager.form.pointHelp' : 'featureManager.form.linesHelp')}
        autosize
        minRows={isPoint ? 1 : 4}
        value={form.coordinates}
        onChange={(e) => change({ coordinates: e.currentTarget.value })}
        error={errorOf('coordinates')}
        data-testid="feature-coordinates"
        styles={{ input: { fontFamily: 'monospace' } }}
      />
      {plotted && (
        <Text size="xs" c="dimmed" data-testid="feature-plotted">
          {t('featureManager.form.plotted', { name: plotted.properties.name })}
        </Text>
      )}
      <Group gap="xs">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button variant="light" onClick={plot} data-testid="feature-plot">
          {t('featureManager.form.plot')}
        </Button>
        <Button
          disabled={!plotted}
          data-testid="feature-submit"
          onClick={() => {
            if (!plotted) return;
            onSubmit(plotted);
            setPlotted(null);
            onPreview(null);
            setForm(emptyForm(form.kind));
          }}
        >
          {t('featureManager.form.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
