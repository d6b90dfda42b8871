import { ActionIcon } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';

/** A small icon button of an alert row, its label also the browser's own hint. */
export function RowButton({
  label,
  testId,
  loading,
  onClick,
  children,
}: {
  label: string;
  testId: string;
  loading: boolean;
  onClick: (e: MouseEvent) => void;
  children: ReactNode;
}) {
  return (
    <ActionIcon
      variant="subtle"
      size="sm"
      aria-label={label}
      title={label}
      data-testid={testId}
      loading={loading}
      onClick={onClick}
    >
      {children}
    </ActionIcon>
  );
}
