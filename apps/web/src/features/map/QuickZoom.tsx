import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMapInstance } from '../../map/MapContext.ts';
import { flyToView, QUICK_ZOOM } from '../../map/places.ts';

/** SPEC §2 quick-zoom presets: one click flies to a port at its preset zoom. */
export function QuickZoom() {
  const { t } = useTranslation();
  const map = useMapInstance();
  if (!map) return null;
  return (
    <Paper shadow="sm" radius="md" px="xs" py={4} withBorder data-testid="quick-zoom">
      <Group gap={4} wrap="wrap" justify="center">
        <Text size="xs" c="dimmed" fw={600} mr={4}>
          {t('map.quickZoom')}
        </Text>
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
