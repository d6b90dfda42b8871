import {
  Badge,
  Button,
  CloseButton,
  Divider,
  Group,
  ScrollArea,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MISSING } from '@pantau/domain';
import { cardSectionsOf, useFeatures } from '../feature.ts';
import { liveClient } from '../../live/live.client.ts';
import type { VesselLookup } from '../../live/live.protocol.ts';
import { useMapInstance } from '../../map/MapContext.ts';
import { SidePanel } from '../../screen/SidePanel.tsx';
import { selectMmsi } from '../../selection/selection.store.ts';
import { InfoRows } from '../../ui/InfoRows.tsx';
import { FlagImage } from '../../vessel/FlagImage.tsx';
import { vesselInfo } from '../../vessel/vessel-info.ts';
import { useTrack, useVesselState } from '../../vessel/vessels.api.ts';
import { HistoricalDialog } from './HistoricalDialog.tsx';
import { NotesDialog } from './NotesDialog.tsx';
import { PlaybackControl } from './PlaybackControl.tsx';

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

const Heading = ({ children }: { children: string }) => (
  <Text size="xs" fw={700} c="dimmed" mt="sm">
    {children}
  </Text>
);

/**
 * SPEC §2.15: INFORMATION about the selected vessel, General and Dynamic; the sections other
 * features add to a vessel's card (the bookmark) come from the registry.
 */
export function VesselPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const mmsi = Number(id);
  const sections = cardSectionsOf(useFeatures(), 'vessel');
  const vessel = useLookup(mmsi);
  const state = useVesselState(mmsi).data;
  const track = useTrack(mmsi);
  const navigate = useNavigate();
  // Each belongs to one vessel: choosing another (or none) turns focus off and closes the
  // dialogs; the notes dialog, keyed by vessel, starts empty for the next (SPEC §4 'Vessel
  // selection').
  const [focusOn, setFocusOn] = useState<number | null>(null);
  const [historicalOf, setHistoricalOf] = useState<number | null>(null);
  const [notesOf, setNotesOf] = useState<number | null>(null);
  const focus = focusOn !== null && focusOn === mmsi;
  useFollow(focus, vessel?.lon ?? state?.lon, vessel?.lat ?? state?.lat);

  const points = track.data?.points ?? null;
  // `now` left to vesselInfo (undefined: its default, the time of the call).
  const info = vesselInfo(t, mmsi, vessel, state, points, undefined, track.data?.total ?? null);
  const name = info.general[0]?.[1] ?? MISSING;
  const title = name === MISSING ? String(mmsi) : `${name} (${mmsi})`;
  const flag = vessel?.static?.flag ?? state?.flag ?? null;

  return (
    <SidePanel label={t('vessels.panel.label')} testId="vessel-panel" mmsi={mmsi}>
      <Group justify="space-between" wrap="nowrap" p="sm" pb={4}>
        <Title order={4}>{t('vessels.panel.title')}</Title>
        <Group gap="xs" wrap="nowrap">
          <Switch
            size="xs"
            label={t('vessels.panel.focus')}
            checked={focus}
            onChange={(e) => setFocusOn(e.currentTarget.checked ? mmsi : null)}
            data-testid="focus-toggle"
          />
          <CloseButton
            aria-label={t('vessels.panel.close')}
            onClick={() => selectMmsi('vessel', null)}
          />
        </Group>
      </Group>
      <ScrollArea.Autosize mah="var(--pantau-panel-body)" px="sm" pb="sm">
        <Group gap="sm" wrap="nowrap" mb={4}>
          <FlagImage iso={info.flagIso} country={flag?.country ?? null} />
          <Text fw={600} truncate>
            {name === MISSING ? t('common.unknownName') : name}
          </Text>
        </Group>
        {!vessel && !state && (
          <Badge color="gray" variant="light" mb="xs">
            {t('vessels.panel.notInPicture')}
          </Badge>
        )}
        <Heading>{t('vessels.panel.general')}</Heading>
        <InfoRows rows={info.general} testId="vessel-general" />
        <Heading>{t('vessels.panel.dynamic')}</Heading>
        <InfoRows rows={info.dynamic} testId="vessel-dynamic" />
        <Heading>{t('vessels.panel.voyage')}</Heading>
        <InfoRows rows={info.voyage} testId="vessel-voyage" />
        <Text size="xs" c="dimmed" mt="sm">
          <Trans
            i18nKey="vessels.panel.track"
            values={{
              points: track.isPending
                ? t('vessels.panel.loading')
                : track.isError
                  ? MISSING
                  : String(points?.length ?? 0),
            }}
            components={{ n: <span data-testid="track-points" /> }}
          />
        </Text>
        <Divider my="xs" />
        {sections.map((Section, i) => (
          <div key={i}>
            <Section id={id} />
            <Divider my="xs" />
          </div>
        ))}
        <PlaybackControl key={`playback-${mmsi}`} mmsi={mmsi} points={points ?? []} />
        <Group gap="xs" mt="xs">
          <Button
            size="xs"
            variant="light"
            data-testid="historical-open"
            onClick={() => setHistoricalOf(mmsi)}
          >
            {t('vessels.panel.moreInfo')}
          </Button>
          <Button
            size="xs"
            variant="light"
            data-testid="detail-kapal-open"
            onClick={() => void navigate(`/detail-kapal?mmsi=${mmsi}`)}
          >
            {t('common.detailKapal')}
          </Button>
          <Button
            size="xs"
            variant="light"
            data-testid="notes-open"
            onClick={() => setNotesOf(mmsi)}
          >
            {t('vessels.panel.addNotes')}
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
    </SidePanel>
  );
}
