import { ActionIcon, Modal, Stack, Tooltip } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

/** A help button and the popup it opens (the AOI panel's and LIST ZONA AOI's tutorials). */
export function Tutorial(props: {
  label: string;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip label={props.label}>
        <ActionIcon
          variant="subtle"
          aria-label={props.label}
          data-testid={props.testId}
          onClick={() => setOpen(true)}
        >
          <IconHelp size={18} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={open} onClose={() => setOpen(false)} title={props.title} centered zIndex={400}>
        <Stack gap="sm">{props.children}</Stack>
      </Modal>
    </>
  );
}
