import {
  Badge,
  Box,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import type { SensorKind } from '@pantau/contracts';
import { wibStamp } from '@pantau/domain';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortRef } from '../feature.ts';
import {
  mediaUrl,
  usePortSensorsOf,
  useSensorReading,
  type PortSensor,
} from './infrastructure.api.ts';
import { STATE_COLOR } from './status.ts';

/** SPEC §9 'CCTV 800x450'. */
const CCTV_W = 800;
const CCTV_H = 450;

function StateLine({ sensor }: { sensor: PortSensor }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Badge size="sm" variant="light" color={STATE_COLOR[sensor.state]}>
        {t(`infrastructure.states.${sensor.state}`)}
      </Badge>
      <Text size="xs" c="dimmed">
        {sensor.checkedAt === null
          ? t('infrastructure.tab.notChecked')
          : t('infrastructure.tab.checkedAt', {
              time: wibStamp(sensor.checkedAt),
              state: t(`infrastructure.states.${sensor.state}`),
            })}
      </Text>
    </Group>
  );
}

/** The sensors of one kind at a port, one chosen; the honest line when there is none. */
function useChosen(port: PortRef, kind: SensorKind) {
  const q = usePortSensorsOf(port.id, kind);
  const [chosen, setChosen] = useState<number | null>(null);
  const sensor = q.sensors.find((s) => s.id === chosen) ?? q.sensors[0] ?? null;
  return { ...q, sensor, setChosen };
}

function Chooser({
  sensors,
  value,
  onChange,
}: {
  sensors: readonly PortSensor[];
  value: number;
  onChange: (id: number) => void;
}) {
  if (sensors.length < 2) return null;
  return (
    <SegmentedControl
      size="xs"
      value={String(value)}
      onChange={(v) => onChange(Number(v))}
      data={sensors.map((s) => ({ value: String(s.id), label: s.name }))}
    />
  );
}

function Waiting({ isLoading, none }: { isLoading: boolean; none: string }) {
  const { t } = useTranslation();
  if (isLoading) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{t('infrastructure.tab.loading')}</Text>
      </Group>
    );
  }
  return (
    <Text size="sm" c="dimmed" data-testid="port-sensor-none">
      {none}
    </Text>
  );
}

/**
 * A camera's stream through the server (an MJPEG multipart answer shown by an <img>): its
 * source is dropped when paused or unmounted, which ends the stream on the server too.
 */
export function CameraView({
  sensor,
  startPaused = false,
  testId = 'port-cctv-stream',
}: {
  sensor: PortSensor;
  /** SPEC §2.6: the live players start paused. */
  startPaused?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const img = useRef<HTMLImageElement>(null);
  const [playing, setPlaying] = useState(!startPaused);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const el = img.current;
    if (el) el.src = playing ? mediaUrl(sensor.id) : '';
    return () => {
      if (el) el.src = '';
    };
  }, [sensor.id, playing]);
  return (
    <Stack gap={6}>
      <Box
        w="100%"
        maw={CCTV_W}
        bg="dark.8"
        style={{ aspectRatio: `${CCTV_W} / ${CCTV_H}`, position: 'relative', overflow: 'hidden' }}
      >
        <img
          ref={img}
          alt={sensor.name}
          data-testid={testId}
          data-playing={playing ? 'yes' : 'no'}
          onError={() => playing && setFailed(true)}
          style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
        {failed && (
          <Text size="sm" c="red.3" style={{ position: 'absolute', top: 8, left: 8 }}>
            {t('infrastructure.tab.streamFailed')}
          </Text>
        )}
      </Box>
      <Group justify="space-between">
        <StateLine sensor={sensor} />
        <Button
          size="xs"
          variant="light"
          data-testid={`${testId}-toggle`}
          leftSection={playing ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
          onClick={() => {
            setFailed(false);
            setPlaying((p) => !p);
          }}
        >
          {playing ? t('infrastructure.tab.pause') : t('infrastructure.tab.play')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A port-panel tab of one kind: the port's sensors of that kind (a chooser when several), the
 * chosen one's player (or why it cannot be played, for RTSP and TCP sensors), the honest
 * line when none is configured.
 */
function SensorTab({
  port,
  kind,
  none,
  Player,
  anyUrl = false,
}: {
  port: PortRef;
  kind: SensorKind;
  none: string;
  Player: ComponentType<{ sensor: PortSensor }>;
  /** The player needs no relayed stream (a reading, or the state). */
  anyUrl?: boolean;
}) {
  const { t } = useTranslation();
  const { sensor, sensors, setChosen, isLoading } = useChosen(port, kind);
  if (!sensor) return <Waiting isLoading={isLoading} none={none} />;
  return (
    <Stack gap="xs" data-testid={`port-${kind}`}>
      <Chooser sensors={sensors} value={sensor.id} onChange={setChosen} />
      <Text size="sm" fw={600}>
        {sensor.name}
      </Text>
      {sensor.playable || anyUrl ? (
        <Player key={sensor.id} sensor={sensor} />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('infrastructure.tab.notPlayable')}
          </Text>
          <StateLine sensor={sensor} />
        </>
      )}
    </Stack>
  );
}

/** The port panel's CCTV tab (SPEC §2.20): the port's cameras through the server. */
export function CctvTab({ port }: { port: PortRef }) {
  const { t } = useTranslation();
  return (
    <SensorTab port={port} kind="cctv" none={t('infrastructure.tab.noCctv')} Player={CameraView} />
  );
}

/** A radio's audio through the server; unmounting empties the element, ending the stream. */
function RadioView({ sensor }: { sensor: PortSensor }) {
  const audio = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const el = audio.current;
    return () => {
      if (!el) return;
      el.pause();
      el.removeAttribute('src');
      el.load();
    };
  }, [sensor.id]);
  return (
    <Stack gap={6}>
      <audio
        ref={audio}
        controls
        preload="none"
        src={mediaUrl(sensor.id)}
        data-testid="port-vhf-audio"
        style={{ width: '100%' }}
      />
      <StateLine sensor={sensor} />
    </Stack>
  );
}

/** The port panel's VHF tab (SPEC §2.20, §2.22 'VHF audio'). */
export function VhfTab({ port }: { port: PortRef }) {
  const { t } = useTranslation();
  return (
    <SensorTab port={port} kind="vhf" none={t('infrastructure.tab.noVhf')} Player={RadioView} />
  );
}

function Reading({ sensor }: { sensor: PortSensor }) {
  const { t } = useTranslation();
  const reading = useSensorReading(sensor.id);
  const values = reading.data?.values ?? null;
  return (
    <Stack gap={6}>
      {values ? (
        <Table fz="sm" data-testid="port-weather-reading">
          <Table.Tbody>
            {values.map((v) => (
              <Table.Tr key={v.key}>
                <Table.Td>
                  {v.known
                    ? t(`infrastructure.readings.${v.key}` as 'infrastructure.readings.pressure')
                    : v.key}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {typeof v.value === 'number' ? String(Number(v.value.toFixed(2))) : v.value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        reading.isSuccess &&
        sensor.state === 'up' && (
          <Text size="sm" c="dimmed">
            {t('infrastructure.tab.noReading')}
          </Text>
        )
      )}
      <StateLine sensor={sensor} />
    </Stack>
  );
}

/** The port panel's WEATHER tab: the station's latest reading, else its state. */
export function WeatherTab({ port }: { port: PortRef }) {
  const { t } = useTranslation();
  return (
    <SensorTab
      port={port}
      kind="weather"
      none={t('infrastructure.tab.noWeather')}
      Player={Reading}
      anyUrl
    />
  );
}
