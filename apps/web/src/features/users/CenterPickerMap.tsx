import { Box, Button, Group, Modal, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { formatDms } from '@pantau/geo';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveStyle } from '../../map/layers.ts';
import { MapLibreMap } from '../../map/maplibre.ts';
import type { View } from '../../map/places.ts';
import { useLand } from '../../map/useLand.ts';
import { mapZoomToSpec, specZoomToMap } from '../../map/zoom.ts';
import { roundView } from './userForm.ts';

/**
 * The small map dialog of USER MANAGEMENT (SPEC §2.30): pan and zoom until the cross sits
 * where the user's map should open. Loaded lazily: it carries MapLibre.
 */
export default function CenterPickerMap({
  initial,
  onPick,
  onClose,
}: {
  initial: View;
  onPick: (view: View) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const map = useRef<MapLibreMap | null>(null);
  const [view, setView] = useState(initial);
  const theme = useComputedColorScheme('light');
  const land = useLand(false);
  const [start] = useState(() => ({ initial, style: resolveStyle('simple', theme, land) }));

  useEffect(() => {
    if (!container) return;
    const instance = new MapLibreMap({
      container,
      style: start.style,
      center: start.initial.center,
      zoom: specZoomToMap(start.initial.zoom),
      minZoom: 2,
      maxZoom: 19,
      attributionControl: false,
      dragRotate: false,
    });
    instance.on('moveend', () => {
      const c = instance.getCenter();
      setView({ center: [c.lng, c.lat], zoom: mapZoomToSpec(instance.getZoom()) });
    });
    map.current = instance;
    return () => {
      map.current = null;
      instance.remove();
    };
  }, [container, start]);

  useEffect(() => {
    map.current?.setStyle(resolveStyle('simple', theme, land));
  }, [theme, land]);

  const picked = roundView(view.center, view.zoom);
  return (
    <Modal opened onClose={onClose} title={t('users.mapView')} size="lg" centered>
      <Stack gap="sm">
        <Box pos="relative" h={360}>
          <Box ref={setContainer} pos="absolute" inset={0} data-testid="center-picker-map" />
          <Box
            pos="absolute"
            top="50%"
            left="50%"
            style={{ transform: 'translate(-50%, -50%)', pointerEvents: 'none', zIndex: 2 }}
          >
            <IconCurrentLocation size={28} color="#e03131" />
          </Box>
        </Box>
        <Text size="sm" ff="monospace" data-testid="center-picker-view">
          {t('users.pickerView', {
            place: formatDms(picked.center[0], picked.center[1]),
            zoom: picked.zoom,
          })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => onPick(picked)}>{t('users.useView')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
