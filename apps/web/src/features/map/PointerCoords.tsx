import { Paper, Text } from '@mantine/core';
import { formatDms } from '@pantau/geo';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapInstance } from '../../map/MapContext.ts';
import type { MapMouseEvent } from '../../map/maplibre.ts';

interface Reading {
  lonLat: [number, number];
  /**
   * Where on the page the pointer was ("x,y" in CSS pixels) when the map read this position;
   * null before the first move. The readout draws once a frame, so a reading taken right after
   * a move may still show an earlier point; a browser test waits for this one.
   */
  client: string | null;
  /** How many pointer moves the map had seen when it read this one (0 before the first). */
  moves: number;
}

/** The pointer position in degrees, minutes and seconds (LU/LS, BT/BB; SPEC §2, §9). */
export function PointerCoords() {
  const { t } = useTranslation();
  const map = useMapInstance();
  const [reading, setReading] = useState<Reading>(() => {
    const c = map?.getCenter();
    return { lonLat: c ? [c.lng, c.lat] : [0, 0], client: null, moves: 0 };
  });

  useEffect(() => {
    if (!map) return;
    let frame = 0;
    let latest: Reading | null = null;
    let moves = 0;
    const onMove = (event: MapMouseEvent) => {
      const { clientX, clientY } = event.originalEvent;
      moves++;
      latest = {
        lonLat: [event.lngLat.lng, event.lngLat.lat],
        client: `${clientX},${clientY}`,
        moves,
      };
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (latest) setReading(latest);
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
        data-client={reading.client ?? undefined}
        data-moves={reading.moves}
      >
        {formatDms(reading.lonLat[0], reading.lonLat[1])}
      </Text>
    </Paper>
  );
}
