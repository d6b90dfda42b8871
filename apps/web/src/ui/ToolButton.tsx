import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A toolbar button that switches something on and off (the ruler, Density, Puskodal, Peta
 * Cuaca): its icon, filled while on, its label as tooltip (left of the column) and name.
 */
export function ToolButton(props: {
  label: string;
  on: boolean;
  testId: string;
  onClick: () => void;
  /** No tooltip (while the tool's own card is open beside it). */
  quiet?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip label={props.label} position="left" disabled={props.quiet ?? false}>
      <ActionIcon
        variant={props.on ? 'filled' : 'subtle'}
        size="lg"
        aria-label={props.label}
        aria-pressed={props.on}
        data-testid={props.testId}
        onClick={props.onClick}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}
