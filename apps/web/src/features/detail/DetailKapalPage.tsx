import {
  Alert,
  Anchor,
  Badge,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { SHIP_TYPE_GROUPS } from '@pantau/domain';
import { formatLatDms, formatLonDms } from '@pantau/geo';
import { Link, useSearchParams } from 'react-router';
import { FlagImage } from '../vessels/FlagImage.tsx';
import { MISSING, dimension, formatEta, formatTimeWib, orMissing } from '../vessels/format.ts';
import { departureTime, speedStats } from '../vessels/track.ts';
import { InfoRows, type Row } from '../../ui/InfoRows.tsx';
import { navStatusText } from '../vessels/vessel-info.ts';
import { useTrack, useVesselState } from '../vessels/vessels.api.ts';
import { SpeedChart } from './SpeedChart.tsx';

const DAY_MS = 86_400_000;

const fixed = (v: number | null | undefined, digits: number, unit = '') =>
  v == null ? MISSING : `${v.toFixed(digits)}${unit}`;

function Card({ title, rows, testId }: { title: string; rows: Row[]; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Title order={5} mb="xs">
        {title}
      </Title>
      <InfoRows rows={rows} labelWidth="45%" />
    </Paper>
  );
}

/**
 * Detail Kapal (SPEC §2.16, route /detail-kapal?mmsi=N, no side menu): the vessel's header,
 * voyage, last position and dimensions from `GET /api/vessels/{mmsi}`, and the speed and
 * draught timeline of its last 24 h track. Length is bow + stern; width is port + starboard
 * (the spec's 'twice the starboard distance' is only right when the AIS antenna is on the
 * centre line, which AIS does not promise).
 */
export function DetailKapalPage() {
  const [params] = useSearchParams();
  const raw = params.get('mmsi') ?? '';
  const mmsi = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const state = useVesselState(mmsi);
  const track = useTrack(mmsi);

  const back = (
    <Anchor component={Link} to="/" size="sm">
      Back to the map
    </Anchor>
  );
  if (mmsi === null) {
    return (
      <Container size="md" py="xl" data-testid="detail-kapal">
        <Alert color="red" title="Detail Kapal">
          data is not complete
        </Alert>
        {back}
      </Container>
    );
  }

  const v = state.data ?? null;
  const points = track.data?.points ?? [];
  const now = track.data?.to ?? 0;
  const stats = speedStats(points, now - DAY_MS);
  const category = SHIP_TYPE_GROUPS.find((g) => g.id === v?.shipTypeGroup)?.label ?? MISSING;
  const name = v?.name ?? 'Unknown Name';

  return (
    <Container size="lg" py="md" data-testid="detail-kapal" data-mmsi={mmsi}>
      <Group justify="space-between" mb="sm">
        {back}
        {state.isPending && <Loader size="sm" />}
      </Group>
      {state.isSuccess && v === null && (
        <Alert color="yellow" mb="sm">
          {mmsi} is not yet rendered
        </Alert>
      )}
      <Paper withBorder p="md" radius="md" mb="md" data-testid="detail-header">
        <Group gap="md" wrap="nowrap">
          <FlagImage iso={v?.flag?.iso ?? null} country={v?.flag?.country ?? null} />
          <Stack gap={2}>
            <Title order={2}>{name}</Title>
            <Group gap="xs">
              <Badge variant="light">{category}</Badge>
              <Text size="sm">
                Call sign <b>{orMissing(v?.callSign)}</b>
              </Text>
              <Text size="sm">
                IMO <b>{orMissing(v?.imo)}</b>
              </Text>
              <Text size="sm">
                MMSI <b data-testid="detail-mmsi">{mmsi}</b>
              </Text>
            </Group>
          </Stack>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mb="md">
        <Card
          title="Voyage"
          testId="detail-voyage"
          rows={[
            ['Flag', orMissing(v?.flag?.country)],
            ['ATD', formatTimeWib(departureTime(points))],
            ['ETA', formatEta(v?.eta)],
            ['Info received', formatTimeWib(v?.positionT)],
            ['Last port', MISSING],
            ['Draught', fixed(v?.draught, 1, ' m')],
            ['Speed', fixed(v?.sog, 1, ' kn')],
            ['Average speed (24 h)', fixed(stats?.average, 1, ' kn')],
            ['Maximum speed (24 h)', fixed(stats?.maximum, 1, ' kn')],
          ]}
        />
        <Card
          title="Last position"
          testId="detail-position"
          rows={[
            ['Local ship time (UTC+7)', formatTimeWib(v?.positionT)],
            ['Latitude', v?.lat == null ? MISSING : `${formatLatDms(v.lat)} (${v.lat.toFixed(5)})`],
            [
              'Longitude',
              v?.lon == null ? MISSING : `${formatLonDms(v.lon)} (${v.lon.toFixed(5)})`,
            ],
            [
              'Navigation status',
              v?.positionT == null ? MISSING : navStatusText(v.navStatus, v.sog),
            ],
            ['Speed / course', `${fixed(v?.sog, 1, ' kn')} / ${fixed(v?.cog, 1, '°')}`],
            ['Source', orMissing(v?.positionSource)],
          ]}
        />
        <Card
          title="Vessel"
          testId="detail-vessel"
          rows={[
            ['Length (bow + stern)', dimension(v?.toBow, v?.toStern)],
            ['Width (port + starboard)', dimension(v?.toPort, v?.toStarboard)],
            ['AIS type', v?.aisClass ? `Class ${v.aisClass}` : MISSING],
            ['Destination', orMissing(v?.destination)],
          ]}
        />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Title order={5} mb="xs">
          Speed and draught, last 24 h
        </Title>
        {track.isPending ? (
          <Loader size="sm" />
        ) : (
          <SpeedChart points={points} draught={v?.draught ?? null} />
        )}
      </Paper>
    </Container>
  );
}
