import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRail } from './rail.store.ts';
import classes from './SidePanel.module.css';

/**
 * A panel over the map under the live bar, on the left (SPEC §2.15 'left, on vessel click'),
 * or on the right while a rail panel takes the left: the vessel panel and the SBNP card.
 */
export function SidePanel(props: {
  label: string;
  testId: string;
  mmsi: number | string;
  padding?: string;
  children: ReactNode;
}) {
  const railOpen = useRail((r) => r.open !== null);
  return (
    <Paper
      className={classes.panel}
      shadow="lg"
      radius="md"
      withBorder
      role="dialog"
      aria-label={props.label}
      data-testid={props.testId}
      data-mmsi={props.mmsi}
      data-side={railOpen ? 'right' : 'left'}
      p={props.padding}
    >
      {props.children}
    </Paper>
  );
}
