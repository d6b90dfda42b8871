import { Button, Group, NativeSelect, Text, TextInput, Textarea } from '@mantine/core';
import { DISTANCE_UNITS, type DistanceUnit, isDistanceUnit } from '@pantau/geo';
import { useTranslation } from 'react-i18next';
import { useMapInstance } from '../../map/MapContext.ts';
import { plotShape, type PlotError } from './aoi-shapes.ts';
import { useAoi } from './aoi.store.ts';
import { fitShape } from './fit.ts';

const UNITS = Object.keys(DISTANCE_UNITS) as DistanceUnit[];
const ERROR_PROPS = { 'data-testid': 'aoi-error' };

/**
 * Coordinate (SPEC §2.4, §5 'Polygon coordinates'): a Polygon as DMS lines, or a Circle as
 * one DMS coordinate and a radius; Plot shows the shape on the map and enables Submit.
 */
export function AoiCoordinateFields(props: {
  errors: { coordinates?: string | undefined; radius?: string | undefined };
  onPlotError: (error: PlotError | null) => void;
}) {
  const { t } = useTranslation();
  const map = useMapInstance();
  const draft = useAoi((s) => s.draft);
  const shape = useAoi((s) => s.shape);
  const { edit, setShape } = useAoi.getState();
  const circle = draft.type === 'Circle';

  const plot = () => {
    const result = plotShape(draft);
    if (!result.ok) {
      setShape(null);
      props.onPlotError(result.error);
      return;
    }
    props.onPlotError(null);
    setShape(result.shape);
    fitShape(map, result.shape);
  };

  return (
    <>
      {circle ? (
        <TextInput
          label={t('aoi.coordinates')}
          description={t('aoi.coordinatesCircle')}
          placeholder={`6°30'0" LS,106°45'0" BT`}
          value={draft.coordinates}
          onChange={(e) => edit({ coordinates: e.currentTarget.value })}
          error={props.errors.coordinates}
          errorProps={ERROR_PROPS}
          data-testid="aoi-coordinates"
        />
      ) : (
        <Textarea
          label={t('aoi.coordinates')}
          description={t('aoi.coordinatesPolygon')}
          placeholder={t('aoi.tutorial.example')}
          autosize
          minRows={4}
          maxRows={10}
          value={draft.coordinates}
          onChange={(e) => edit({ coordinates: e.currentTarget.value })}
          error={props.errors.coordinates}
          errorProps={ERROR_PROPS}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
          data-testid="aoi-coordinates"
        />
      )}
      {circle && (
        <Group align="flex-start" wrap="nowrap" gap="xs">
          <TextInput
            label={t('aoi.radius')}
            inputMode="decimal"
            style={{ flex: 1 }}
            value={draft.radius}
            onChange={(e) => edit({ radius: e.currentTarget.value })}
            error={props.errors.radius}
            errorProps={ERROR_PROPS}
            data-testid="aoi-radius"
          />
          <NativeSelect
            label={t('aoi.radiusUnit')}
            w={90}
            value={draft.radiusUnit}
            data={UNITS.map((u) => ({ value: u, label: DISTANCE_UNITS[u].symbol }))}
            onChange={(e) => {
              const unit = e.currentTarget.value;
              if (isDistanceUnit(unit)) edit({ radiusUnit: unit });
            }}
            data-testid="aoi-radius-unit"
          />
        </Group>
      )}
      <Button
        variant="light"
        disabled={draft.coordinates.trim() === ''}
        onClick={plot}
        data-testid="aoi-plot"
      >
        {t('aoi.plot')}
      </Button>
      {shape && (
        <Text size="xs" c="teal" data-testid="aoi-plotted">
          {t('aoi.plotted')}
        </Text>
      )}
    </>
  );
}
