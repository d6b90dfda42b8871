import { Paper, Text } from '@mantine/core';
import { formatDms } from '@pantau/geo';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapInstance } from '../../map/MapContext.ts';
import type { MapMouseEvent } from '../../map/maplibre.ts';

/** The pointer position in degrees, minutes and seconds (LU/LS, BT/BB; SPEC §2, §9). */
export function PointerCoords() {
  const { t } = useTranslation();
  const map = useMapInstance();
  const [lonLat, setLonLat] = useState<[number, number]>(() => {
    const c = map?.getCenter();
    return c ? [c.lng, c.lat] : [0, 0];
  });

  useEffect(() => {
    if (!map) return;
    let frame = 0;
    let latest: [number, number] | null = null;
    const onMove = (event: MapMouseEvent) => {
      latest = [event.lngLat.lng, event.lngLat.lat];
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (latest) setLonLat(latest);
      });
    };
    map.on('mousemove', onMove);
    return () => {
      map.off('mousemove', onMove);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [map]);

  return (
    <Paper shadow="sm" radius="sm" px="sm" py={4} withBorder>
      <Text
        size="sm"
        ff="monospace"
        data-testid="pointer-coords"
        aria-label={t('map.pointerPosition')}
      >
        {formatDms(lonLat[0], lonLat[1])}
      </Text>
    </Paper>
  );
}
