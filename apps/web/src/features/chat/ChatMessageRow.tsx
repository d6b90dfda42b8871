import { Anchor, Button, Group, Paper, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { ChatAttachment, ChatMember, ChatMessage } from '@pantau/contracts';
import { wibDateTime, wibTime } from '@pantau/domain';
import { IconAlertTriangle, IconMapPin, IconPolygon, IconShip } from '@tabler/icons-react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useTranslation } from 'react-i18next';
import { useMapInstance } from '../../map/MapContext.ts';
import { FLY_DURATION_MS, FOCUS_ZOOM_LEVEL, flyToView } from '../../map/places.ts';
import { selectMmsi } from '../../selection/selection.store.ts';
import classes from './chat.module.css';
import { linkRuns, receiptOf, type PendingLine } from './chat-model.ts';
import { MediaCard } from './MediaCard.tsx';
import { useSystemText } from './useSystemText.ts';

/** A message's text: web links open in a new tab on a click, without this page's address. */
function MessageText(props: { text: string }) {
  return (
    <>
      {linkRuns(props.text).map((run, i) =>
        run.href ? (
          <Anchor
            key={i}
            href={run.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            referrerPolicy="no-referrer"
          >
            {run.text}
          </Anchor>
        ) : (
          <span key={i}>{run.text}</span>
        ),
      )}
    </>
  );
}

/** What a message carries, as a card. */
export function AttachmentCard(props: { attachment: ChatAttachment }) {
  const a = props.attachment;
  if (a.kind === 'media') return <MediaCard media={a} />;
  return <MapCard attachment={a} />;
}

type MapAttachment = Exclude<ChatAttachment, { kind: 'media' }>;

const ICONS: Record<MapAttachment['kind'], typeof IconShip> = {
  vessel: IconShip,
  alert: IconAlertTriangle,
  aoi: IconPolygon,
  view: IconMapPin,
};

/** Opens what a card carries on this user's map: a vessel (or an alert's) selected, an area fitted. */
function openOnMap(map: MapLibreMap | null, a: MapAttachment): void {
  if (a.kind === 'vessel' || a.kind === 'alert') {
    selectMmsi('vessel', a.mmsi);
    if (map && a.lon !== null && a.lat !== null) {
      flyToView(map, { center: [a.lon, a.lat], zoom: FOCUS_ZOOM_LEVEL });
    }
  } else if (a.kind === 'aoi') {
    map?.fitBounds(
      [
        [a.bbox[0], a.bbox[1]],
        [a.bbox[2], a.bbox[3]],
      ],
      { padding: 80, duration: FLY_DURATION_MS, maxZoom: 15 },
    );
  } else if (map) flyToView(map, { center: [a.lon, a.lat], zoom: a.zoom });
}

/** A vessel, an alert, an area or a map view a message carries; a click opens it on the map. */
function MapCard(props: { attachment: MapAttachment }) {
  const { t } = useTranslation();
  const map = useMapInstance();
  const a = props.attachment;
  const label = (() => {
    switch (a.kind) {
      case 'vessel':
        return t('chat.vesselCard', { name: a.name ?? t('common.unknownName'), mmsi: a.mmsi });
      case 'alert':
        return t('chat.alertCard', { title: a.title, mmsi: a.mmsi });
      case 'aoi':
        return t('chat.aoiCard', { name: a.name });
      case 'view':
        return t('chat.viewCard', {
          lat: a.lat.toFixed(4),
          lon: a.lon.toFixed(4),
          zoom: a.zoom.toFixed(1),
        });
    }
  })();
  const Icon = ICONS[a.kind];
  return (
    <UnstyledButton
      onClick={() => openOnMap(map, a)}
      data-testid="chat-attachment"
      data-kind={a.kind}
      title={t('chat.openOnMap')}
    >
      <Paper withBorder p={6} mt={4}>
        <Group gap={6} wrap="nowrap">
          <Icon size={16} />
          <Text size="xs">{label}</Text>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/** One message of a group: a system line, or a bubble with its sender, time and receipts. */
export function ChatMessageRow(props: {
  message: ChatMessage;
  me: string;
  members: readonly ChatMember[];
}) {
  const { t } = useTranslation();
  const systemText = useSystemText();
  const m = props.message;
  if (m.event) {
    return (
      <Text
        size="xs"
        c="dimmed"
        className={classes.system}
        data-testid="chat-message"
        data-system="true"
      >
        {systemText(m.event, props.members)} · {wibTime(m.at)}
      </Text>
    );
  }
  const own = m.user === props.me;
  const receipt = own ? receiptOf(m, props.members) : null;
  return (
    <div
      className={classes.row}
      data-own={own}
      data-testid="chat-message"
      data-id={m.id}
      data-status={receipt?.status ?? 'incoming'}
    >
      <Text size="xs" c="dimmed" title={wibDateTime(m.at)}>
        {own ? t('chat.you') : m.fullname} · {wibTime(m.at)}
      </Text>
      <div className={`${classes.bubble} ${own ? classes.own : ''}`}>
        {m.text && (
          <Text size="sm" component="div">
            <MessageText text={m.text} />
          </Text>
        )}
        {m.attachment && <AttachmentCard attachment={m.attachment} />}
      </div>
      {receipt && (
        <Tooltip
          label={receipt.readers.join(', ') || t('chat.readBy', { read: 0, of: receipt.of })}
          disabled={receipt.of === 0}
        >
          <Text size="xs" c="dimmed" data-testid="chat-receipt">
            {t(`chat.status.${receipt.status}`)}
            {receipt.of > 1 && receipt.status !== 'read'
              ? ` · ${t('chat.readBy', { read: receipt.read, of: receipt.of })}`
              : ''}
          </Text>
        </Tooltip>
      )}
    </div>
  );
}

/** A line of the user's not confirmed yet: sending, or not sent with Resend. */
export function PendingRow(props: { line: PendingLine; onResend: () => void }) {
  const { t } = useTranslation();
  const { line } = props;
  return (
    <div
      className={classes.row}
      data-own="true"
      data-testid="chat-message"
      data-status={line.status}
    >
      <div
        className={`${classes.bubble} ${classes.own}`}
        style={{ opacity: line.status === 'sending' ? 0.7 : 1 }}
      >
        {line.text && <Text size="sm">{line.text}</Text>}
        {line.attachment && <AttachmentCard attachment={line.attachment} />}
      </div>
      <Group gap={6}>
        <Text size="xs" c={line.status === 'error' ? 'red' : 'dimmed'}>
          {t(`chat.status.${line.status}`)}
        </Text>
        {line.status === 'error' && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            data-testid="chat-resend"
            onClick={props.onResend}
          >
            {t('chat.resend')}
          </Button>
        )}
      </Group>
    </div>
  );
}
