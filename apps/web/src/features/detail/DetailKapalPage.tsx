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
import { MISSING, SHIP_TYPE_GROUPS, orMissing, timeOrMissing } from '@pantau/domain';
import { formatLatDms, formatLonDms } from '@pantau/geo';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FlagImage } from '../../vessel/FlagImage.tsx';
import { dimension, formatEta } from '../../vessel/format.ts';
import { departureTime, speedStats } from '../../vessel/track.ts';
import { InfoRows, type Row } from '../../ui/InfoRows.tsx';
import { navStatusText } from '../../vessel/vessel-info.ts';
import { useTrack, useVesselState } from '../../vessel/vessels.api.ts';
import { detailSectionsOf, useFeatures } from '../feature.ts';
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
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('mmsi') ?? '';
  const mmsi = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const state = useVesselState(mmsi);
  const track = useTrack(mmsi);
  const sections = detailSectionsOf(useFeatures());

  const back = (
    <Anchor component={Link} to="/" size="sm">
      {t('common.backToMap')}
    </Anchor>
  );
  if (mmsi === null) {
    return (
      <Container size="md" py="xl" data-testid="detail-kapal">
        <Alert color="red" title={t('common.detailKapal')}>
          {t('detail.incomplete')}
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
  const name = v?.name ?? t('common.unknownName');

  return (
    <Container size="lg" py="md" data-testid="detail-kapal" data-mmsi={mmsi}>
      <Group justify="space-between" mb="sm">
        {back}
        {state.isPending && <Loader size="sm" />}
      </Group>
      {state.isSuccess && v === null && (
        <Alert color="yellow" mb="sm">
          {t('common.notRendered', { mmsi })}
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
                {t('detail.callSign')} <b>{orMissing(v?.callSign)}</b>
              </Text>
              <Text size="sm">
                {t('detail.imo')} <b>{orMissing(v?.imo)}</b>
              </Text>
              <Text size="sm">
                {t('detail.mmsi')} <b data-testid="detail-mmsi">{mmsi}</b>
              </Text>
            </Group>
          </Stack>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mb="md">
        <Card
          title={t('detail.voyage')}
          testId="detail-voyage"
          rows={[
            [t('detail.flag'), orMissing(v?.flag?.country)],
            [t('detail.atd'), timeOrMissing(departureTime(points))],
            [t('detail.eta'), formatEta(v?.eta)],
            [t('detail.infoReceived'), timeOrMissing(v?.positionT)],
            [t('detail.lastPort'), MISSING],
            [t('detail.draught'), fixed(v?.draught, 1, ' m')],
            [t('detail.speed'), fixed(v?.sog, 1, ' kn')],
            [t('detail.averageSpeed'), fixed(stats?.average, 1, ' kn')],
            [t('detail.maximumSpeed'), fixed(stats?.maximum, 1, ' kn')],
          ]}
        />
        <Card
          title={t('detail.lastPosition')}
          testId="detail-position"
          rows={[
            [t('detail.shipTime'), timeOrMissing(v?.positionT)],
            [
              t('detail.latitude'),
              v?.lat == null ? MISSING : `${formatLatDms(v.lat)} (${v.lat.toFixed(5)})`,
            ],
            [
              t('detail.longitude'),
              v?.lon == null ? MISSING : `${formatLonDms(v.lon)} (${v.lon.toFixed(5)})`,
            ],
            [
              t('detail.navStatus'),
              v?.positionT == null ? MISSING : navStatusText(v.navStatus, v.sog),
            ],
            [t('detail.speedCourse'), `${fixed(v?.sog, 1, ' kn')} / ${fixed(v?.cog, 1, '°')}`],
            [t('detail.source'), orMissing(v?.positionSource)],
          ]}
        />
        <Card
          title={t('detail.vessel')}
          testId="detail-vessel"
          rows={[
            [t('detail.length'), dimension(v?.toBow, v?.toStern)],
            [t('detail.width'), dimension(v?.toPort, v?.toStarboard)],
            [
              t('detail.aisType'),
              v?.aisClass ? t('detail.aisClass', { aisClass: v.aisClass }) : MISSING,
            ],
            [t('detail.destination'), orMissing(v?.destination)],
          ]}
        />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Title order={5} mb="xs">
          {t('detail.chartTitle')}
        </Title>
        {track.isPending ? (
          <Loader size="sm" />
        ) : (
          <SpeedChart points={points} draught={v?.draught ?? null} />
        )}
      </Paper>
      {sections.map((Section, i) => (
        <Section key={i} mmsi={mmsi} />
      ))}
    </Container>
  );
}
