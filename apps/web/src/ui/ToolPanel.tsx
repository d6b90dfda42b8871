import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A panel a toolbar button opens, in the map screen's top-right column under the user menu
 * (Density, Peta Cuaca): a card clear of the toolbar's column on the right edge, scrolling
 * when it is taller than the window leaves room for.
 */
export function ToolPanel({
  width,
  testId,
  children,
}: {
  width: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper
      shadow="md"
      radius="md"
      p="sm"
      withBorder
      w={width}
      mt={6}
      mr={54}
      // Above the bottom band however long it grows: it scrolls instead.
      mah="calc(100vh - 150px)"
      style={{ overflowY: 'auto' }}
      data-testid={testId}
    >
      {children}
    </Paper>
  );
}
