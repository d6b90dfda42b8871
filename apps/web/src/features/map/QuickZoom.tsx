import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMapInstance } from '../../map/MapContext.ts';
import { flyToIndonesia, flyToView, QUICK_ZOOM } from '../../map/places.ts';

/**
 * SPEC §2 quick-zoom presets: one click flies to a port at its preset zoom; the first, the
 * whole country.
 */
export function QuickZoom() {
  const { t } = useTranslation();
  const map = useMapInstance();
  if (!map) return null;
  return (
    <Paper shadow="sm" radius="md" px="xs" py={4} withBorder data-testid="quick-zoom">
      <Group gap={4} wrap="wrap" justify="center" role="group" aria-label={t('map.quickZoom')}>
        {/* The caption only where the bar has room for it beside the places. */}
        <Text size="xs" c="dimmed" fw={600} mr={4} visibleFrom="xl">
          {t('map.quickZoom')}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          title={t('map.indonesiaTitle')}
          data-testid="quick-zoom-indonesia"
          onClick={() => flyToIndonesia(map)}
        >
          {t('map.indonesia')}
        </Button>
        {QUICK_ZOOM.map((place) => (
          <Button
            key={place.id}
            size="compact-xs"
            variant="subtle"
            title={t('map.quickZoomTitle', { place: place.label, zoom: place.zoom })}
            onClick={() => flyToView(map, place)}
          >
            {place.label}
          </Button>
        ))}
      </Group>
    </Paper>
  );
}
