import { Table } from '@mantine/core';

/** A label and its value, as an information panel shows them. */
export type Row = [label: string, value: string];

/** An information panel's table: labels on the left, values (with `data-field`) on the right. */
export function InfoRows({
  rows,
  testId,
  labelWidth = 120,
}: {
  rows: readonly Row[];
  testId?: string;
  labelWidth?: number | string;
}) {
  return (
    <Table withRowBorders striped verticalSpacing={2} fz="sm" data-testid={testId}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={labelWidth} fw={500} c="dimmed">
              {label}
            </Table.Th>
            <Table.Td data-field={label}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
