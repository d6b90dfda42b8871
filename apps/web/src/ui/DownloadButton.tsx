import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A download as a small button: a link to `href` the browser saves (the server names the
 * file). Without an address, or while `disabled`, it is shown disabled and a click does
 * nothing; `onClick` sees each click that downloads.
 */
export function DownloadButton(props: {
  href: string | null;
  disabled?: boolean;
  icon: ReactNode;
  testId: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const off = props.href === null || props.disabled === true;
  return (
    <Button
      component="a"
      href={props.href ?? undefined}
      download
      size="xs"
      variant="light"
      leftSection={props.icon}
      disabled={off}
      aria-disabled={off}
      onClick={(event) => {
        if (off) event.preventDefault();
        else props.onClick?.();
      }}
      data-testid={props.testId}
    >
      {props.children}
    </Button>
  );
}
