import { Group, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A short label with its plain meaning a hover (or a keyboard focus) away. */
export function HintLabel({ children, hint }: { children: ReactNode; hint: string }) {
  return (
    <Tooltip
      label={hint}
      multiline
      w={300}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Group
        gap={4}
        wrap="nowrap"
        component="span"
        tabIndex={0}
        aria-label={hint}
        display="inline-flex"
      >
        {children}
        <IconInfoCircle size={14} stroke={1.6} aria-hidden />
      </Group>
    </Tooltip>
  );
}
