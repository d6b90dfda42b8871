import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A panel a toolbar button opens, in the map screen's top-right column under the user menu
 * (Density, Peta Cuaca): a card clear of the toolbar's column on the right edge.
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
    <Paper shadow="md" radius="md" p="sm" withBorder w={width} mt={6} mr={54} data-testid={testId}>
      {children}
    </Paper>
  );
}
