import {
  Badge,
  Button,
  CloseButton,
  Divider,
  Group,
  Paper,
  ScrollArea,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMapInstance } from '../../map/MapContext.ts';
import { BookmarkSection } from '../bookmarks/BookmarkSection.tsx';
import { useRail } from '../rail/rail.store.ts';
import { FlagImage } from './FlagImage.tsx';
import { HistoricalDialog } from './HistoricalDialog.tsx';
import { NotesDialog } from './NotesDialog.tsx';
import { liveClient } from './live.client.ts';
import type { VesselLookup } from './live.protocol.ts';
import { useLive } from './live.store.ts';
import { MISSING } from './format.ts';
import { PlaybackControl } from './PlaybackControl.tsx';
import { vesselInfo, type Row } from './vessel-info.ts';
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

/** Focus on vessel: while on, the map follows the vessel's position. */
function useFollow(on: boolean, lon: number | null | undefined, lat: number | null | undefined) {
  const map = useMapInstance();
  useEffect(() => {
    if (!on || !map || lon == null || lat == null) return;
    map.easeTo({ center: [lon, lat], duration: 500 });
  }, [on, map, lon, lat]);
}

function Rows({ rows, testId }: { rows: Row[]; testId: string }) {
  return (
    <Table withRowBorders striped verticalSpacing={2} fz="sm" data-testid={testId}>
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

const Heading = ({ children }: { children: string }) => (
  <Text size="xs" fw={700} c="dimmed" mt="sm">
    {children}
  </Text>
);

/** SPEC §2.15: INFORMATION about the selected vessel, General and Dynamic. */
export function VesselPanel() {
  const mmsi = useLive((s) => s.selected);
  const select = useLive((s) => s.select);
  const vessel = useLookup(mmsi);
  const state = useVesselState(mmsi).data;
  const track = useTrack(mmsi);
  const railOpen = useRail((r) => r.open !== null);
  const navigate = useNavigate();
  // Each belongs to one vessel: choosing another (or none) turns focus off and closes the
  // dialogs; the notes dialog, keyed by vessel, starts empty for the next (SPEC §4 'Vessel
  // selection').
  const [focusOn, setFocusOn] = useState<number | null>(null);
  const [historicalOf, setHistoricalOf] = useState<number | null>(null);
  const [notesOf, setNotesOf] = useState<number | null>(null);
  const focus = focusOn !== null && focusOn === mmsi;
  useFollow(focus, vessel?.lon ?? state?.lon, vessel?.lat ?? state?.lat);
  if (mmsi === null) return null;

  const points = track.data?.points ?? null;
  // `now` left to vesselInfo (undefined: its default, the time of the call).
  const info = vesselInfo(mmsi, vessel, state, points, undefined, track.data?.total ?? null);
  const name = info.general[0]?.[1] ?? MISSING;
  const title = name === MISSING ? String(mmsi) : `${name} (${mmsi})`;
  const flag = vessel?.static?.flag ?? state?.flag ?? null;

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
        <Group gap="xs" wrap="nowrap">
          <Switch
            size="xs"
            label="Focus"
            checked={focus}
            onChange={(e) => setFocusOn(e.currentTarget.checked ? mmsi : null)}
            data-testid="focus-toggle"
          />
          <CloseButton aria-label="Close vessel information" onClick={() => select(null)} />
        </Group>
      </Group>
      <ScrollArea.Autosize mah="calc(100vh - 140px)" px="sm" pb="sm">
        <Group gap="sm" wrap="nowrap" mb={4}>
          <FlagImage iso={info.flagIso} country={flag?.country ?? null} />
          <Text fw={600} truncate>
            {name === MISSING ? 'Unknown Name' : name}
          </Text>
        </Group>
        {!vessel && !state && (
          <Badge color="gray" variant="light" mb="xs">
            Not in the picture now
          </Badge>
        )}
        <Heading>GENERAL</Heading>
        <Rows rows={info.general} testId="vessel-general" />
        <Heading>DYNAMIC</Heading>
        <Rows rows={info.dynamic} testId="vessel-dynamic" />
        <Heading>VOYAGE</Heading>
        <Rows rows={info.voyage} testId="vessel-voyage" />
        <Text size="xs" c="dimmed" mt="sm">
          Track (last 24 h):{' '}
          <span data-testid="track-points">
            {track.isPending ? 'loading' : track.isError ? MISSING : String(points?.length ?? 0)}
          </span>{' '}
          points
        </Text>
        <Divider my="xs" />
        <BookmarkSection key={`bookmark-${mmsi}`} mmsi={mmsi} />
        <Divider my="xs" />
        <PlaybackControl key={`playback-${mmsi}`} mmsi={mmsi} points={points ?? []} />
        <Group gap="xs" mt="xs">
          <Button
            size="xs"
            variant="light"
            data-testid="historical-open"
            onClick={() => setHistoricalOf(mmsi)}
          >
            More info
          </Button>
          <Button
            size="xs"
            variant="light"
            data-testid="detail-kapal-open"
            onClick={() => void navigate(`/detail-kapal?mmsi=${mmsi}`)}
          >
            Detail Kapal
          </Button>
          <Button
            size="xs"
            variant="light"
            data-testid="notes-open"
            onClick={() => setNotesOf(mmsi)}
          >
            Add Notes
          </Button>
        </Group>
      </ScrollArea.Autosize>
      <HistoricalDialog
        key={`historical-${mmsi}`}
        opened={historicalOf === mmsi}
        onClose={() => setHistoricalOf(null)}
        track={track.data}
        title={title}
      />
      <NotesDialog
        key={`notes-${mmsi}`}
        mmsi={mmsi}
        opened={notesOf === mmsi}
        onClose={() => setNotesOf(null)}
        title={title}
      />
    </Paper>
  );
}
