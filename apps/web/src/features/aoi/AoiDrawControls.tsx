import { Button, Group, Text } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapInstance } from '../../map/MapContext.ts';
import { drawnShape } from './aoi-shapes.ts';
import { useAoi } from './aoi.store.ts';
import { useAoiDraw } from './useAoiDraw.ts';

/**
 * Draw (SPEC §2.4, §4): Start Draw, enabled once type, name and description are good, hands
 * the map's clicks to terra-draw; Done (or clicking the first corner again) finishes, and the
 * drawn polygon is the shape to submit.
 */
export function AoiDrawControls(props: { ready: boolean; onProblem: (text: string) => void }) {
  const { t } = useTranslation();
  const map = useMapInstance();
  const drawing = useAoi((s) => s.drawing);
  const shape = useAoi((s) => s.shape);
  const { setShape, setDrawing } = useAoi.getState();
  const { onProblem } = props;

  const onDrawn = useCallback(
    (ring: number[][]) => {
      const result = drawnShape(ring);
      if (result.ok) setShape(result.shape);
      else onProblem(result.problem);
      setDrawing(false);
    },
    [setShape, setDrawing, onProblem],
  );
  const { finish, ready: drawReady } = useAoiDraw(map, drawing, onDrawn);
  // The panel closed (or the method changed) mid-drawing: the drawing ends with it.
  useEffect(() => () => useAoi.getState().setDrawing(false), []);

  return (
    <>
      <Group grow>
        <Button
          variant="light"
          disabled={!props.ready || drawing}
          data-testid="aoi-start-draw"
          onClick={() => {
            setShape(null);
            setDrawing(true);
          }}
        >
          {t('aoi.startDraw')}
        </Button>
        <Button
          variant="light"
          disabled={!drawing}
          data-testid="aoi-done"
          onClick={() => {
            finish();
            setDrawing(false);
          }}
        >
          {t('aoi.done')}
        </Button>
      </Group>
      {drawing && (
        <Text size="xs" c="dimmed" data-testid={drawReady ? 'aoi-drawing' : undefined}>
          {t(drawReady ? 'aoi.drawing' : 'common.loading')}
        </Text>
      )}
      {!drawing && shape && (
        <Text size="xs" c="teal" data-testid="aoi-drawn">
          {t('aoi.drawn')}
        </Text>
      )}
    </>
  );
}
