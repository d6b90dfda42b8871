import { Badge, Stack, Text } from '@mantine/core';
import type { Action } from '../feature.ts';

/** A panel whose content a later issue brings: it says so. */
export function FramePanel({ action }: { action: Action }) {
  return (
    <Stack gap="xs">
      <Badge variant="light" color="gray" w="fit-content">
        Coming in a later issue
      </Badge>
      <Text size="sm">{action.description}</Text>
    </Stack>
  );
}
