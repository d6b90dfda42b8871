import { Badge, CloseButton, Group, Paper, ScrollArea, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useRail } from '../rail/rail.store.ts';
import { liveClient } from './live.client.ts';
import type { VesselLookup } from './live.protocol.ts';
import { useLive } from './live.store.ts';
import { MISSING } from './format.ts';
import { vesselInfo } from './vessel-info.ts';
import { useTrack, useVesselState } from './vessels.api.ts';
import classes from './VesselPanel.module.css';

const REFRESH_MS = 1000;

/** The selected vessel as the worker holds it, refreshed every second. */
function useLookup(mmsi: number | null): VesselLookup | null {
  const [found, setFound] = useState<VesselLookup | null>(null);
  useEffect(() => {
    if (mmsi === null) return;
    let live = true;
    const ask = () =>
      void liveClient()
        ?.lookup(mmsi)
        .then((v) => {
          if (live && v) setFound(v);
        });
    ask();
    const timer = setInterval(ask, REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [mmsi]);
  // Until the newly selected vessel's answer comes, nothing (not the last one's).
  return found?.mmsi === mmsi ? found : null;
}

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <Table withRowBorders striped verticalSpacing={2} fz="sm">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={120} fw={500} c="dimmed">
              {label}
            </Table.Th>
            <Table.Td data-field={label}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** SPEC §2.15: INFORMATION about the selected vessel, General and Dynamic. */
export function VesselPanel() {
  const mmsi = useLive((s) => s.selected);
  const select = useLive((s) => s.select);
  const vessel = useLookup(mmsi);
  const state = useVesselState(mmsi).data;
  const track = useTrack(mmsi);
  const railOpen = useRail((r) => r.open !== null);
  if (mmsi === null) return null;

  const { general, dynamic } = vesselInfo(
    mmsi,
    vessel,
    state,
    track.data?.points.at(-1)?.navStatus ?? null,
  );
  const points = track.data?.points.length;

  return (
    <Paper
      className={classes.panel}
      shadow="lg"
      radius="md"
      withBorder
      role="dialog"
      aria-label="Vessel information"
      data-testid="vessel-panel"
      data-mmsi={mmsi}
      data-side={railOpen ? 'right' : 'left'}
    >
      <Group justify="space-between" wrap="nowrap" p="sm" pb={4}>
        <Title order={4}>INFORMATION</Title>
        <CloseButton aria-label="Close vessel information" onClick={() => select(null)} />
      </Group>
      <ScrollArea.Autosize mah="calc(100vh - 140px)" px="sm" pb="sm">
        {!vessel && !state && (
          <Badge color="gray" variant="light" mb="xs">
            Not in the picture now
          </Badge>
        )}
        <Text size="xs" fw={700} c="dimmed" mt={4}>
          GENERAL
        </Text>
        <Rows rows={general} />
        <Text size="xs" fw={700} c="dimmed" mt="sm">
          DYNAMIC
        </Text>
        <Rows rows={dynamic} />
        <Text size="xs" c="dimmed" mt="sm">
          Track (last 24 h):{' '}
          <span data-testid="track-points">
            {track.isPending ? 'loading' : track.isError ? MISSING : String(points ?? 0)}
          </span>{' '}
          points
        </Text>
      </ScrollArea.Autosize>
    </Paper>
  );
}
