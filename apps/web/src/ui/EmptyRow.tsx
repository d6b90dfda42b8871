import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table's one row when it has none: a dimmed line across every column. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text size="sm" c="dimmed" ta="center">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
