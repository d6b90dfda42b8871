import { Group, Slider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpacityOf, useOverlayOpacity } from './overlay-opacity.ts';

/** Under an overlay's LAYERS & MAP switch: its opacity slider (`layer-opacity-{id}`). */
export function OpacitySlider({
  id,
  fallback,
  testId,
  shown,
}: {
  id: string;
  fallback: number;
  /** The row's own hook, when it has one. */
  testId?: string;
  shown: boolean;
}) {
  const { t } = useTranslation();
  const opacity = useOpacityOf(id, fallback);
  const setOpacity = useOverlayOpacity((s) => s.setOpacity);
  return (
    <Group gap="xs" wrap="nowrap" pl={46} data-testid={testId} data-state={shown ? 'on' : 'off'}>
      <Text size="xs" c="dimmed" w={60}>
        {t('common.opacity')}
      </Text>
      <Slider
        flex={1}
        size="sm"
        min={0}
        max={100}
        step={5}
        value={Math.round(opacity * 100)}
        onChange={(v) => setOpacity(id, v / 100)}
        label={(v) => `${v}%`}
        aria-label={t('common.opacity')}
        data-testid={`layer-opacity-${id}`}
      />
    </Group>
  );
}
