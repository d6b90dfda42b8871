import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Loader,
  Menu,
  Progress,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import {
  CHAT_MEDIA_TYPES,
  CHAT_TEXT_MAX,
  CHAT_UPLOAD_MAX,
  type ChatGroup,
} from '@pantau/contracts';
import { IconInfoCircle, IconPaperclip, IconPhotoUp, IconSend, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { liveClient } from '../../live/live.client.ts';
import { useMapInstance } from '../../map/MapContext.ts';
import { mapZoomToSpec } from '../../map/zoom.ts';
import { useSelectedMmsi } from '../../selection/selection.store.ts';
import classes from './chat.module.css';
import { uploadMedia } from './chat.api.ts';
import { useChat } from './chat.store.ts';
import { AttachmentCard, ChatMessageRow, PendingRow } from './ChatMessageRow.tsx';
import { loadPage, markRead, reading, sendLine } from './useChatFeed.ts';

/** Scrolled this close to the top, the older page loads (SPEC §4). */
const TOP_PX = 40;

/**
 * A group's messages (SPEC §2.31 'chat pane'): older ones load on scrolling to the top, the
 * newest stay in view as they come, the group is read while it is on screen; the composer
 * sends on Enter (Shift+Enter a new line), never an empty message, and can carry the map view
 * or the selected vessel.
 */
export function ChatPane(props: { group: ChatGroup; me: string }) {
  const { t } = useTranslation();
  const { group, me } = props;
  const queryClient = useQueryClient();
  const thread = useChat((s) => s.threads[group.id]);
  const pendingAll = useChat((s) => s.pending);
  const attachment = useChat((s) => s.attachment);
  const setAttachment = useChat((s) => s.setAttachment);
  const [text, setText] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const keep = useRef<{ height: number; top: number } | null>(null);
  const stick = useRef(true);
  const map = useMapInstance();
  const selected = useSelectedMmsi('vessel');
  const [uploading, setUploading] = useState<{
    name: string;
    loaded: number;
    total: number;
    controller: AbortController;
  } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const messages = thread?.messages ?? [];
  const newestId = messages.at(-1)?.id ?? 0;
  const pending = Object.values(pendingAll).filter((p) => p.groupId === group.id);

  useEffect(() => {
    if (!useChat.getState().threads[group.id]) void loadPage(group.id, false);
    stick.current = true;
  }, [group.id]);

  // On screen: read up to the newest message; again when the tab comes back into view.
  useEffect(() => {
    const read = () => {
      if (reading(group.id)) markRead(group.id, newestId, queryClient);
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [group.id, newestId, queryClient]);

  // An older page keeps the message the user looked at in place; new ones scroll into view
  // when the user was at the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (keep.current) {
      el.scrollTop = keep.current.top + (el.scrollHeight - keep.current.height);
      keep.current = null;
    } else if (stick.current) el.scrollTop = el.scrollHeight;
  }, [messages.length, pending.length]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 60;
    if (el.scrollTop < TOP_PX && thread?.more && !thread.loading && messages.length > 0) {
      keep.current = { height: el.scrollHeight, top: el.scrollTop };
      void loadPage(group.id, true);
    }
  };

  const send = () => {
    const line = text.trim();
    if (line === '' && attachment === null) return;
    stick.current = true;
    sendLine(group.id, line, attachment);
    setText('');
    setAttachment(null);
  };

  // A file goes up first (with its progress, cancellable), then travels as the attachment.
  const upload = (file: File | null) => {
    setProblem(null);
    if (!file) return;
    if (file.size > CHAT_UPLOAD_MAX) return setProblem(t('chat.media.tooLarge'));
    const controller = new AbortController();
    setUploading({ name: file.name, loaded: 0, total: file.size, controller });
    uploadMedia(group.id, file, (p) => setUploading((u) => u && { ...u, ...p }), controller.signal)
      .then((media) => setAttachment({ kind: 'media', ...media }))
      .catch((err: unknown) => {
        if (!(err instanceof DOMException))
          setProblem(err instanceof Error ? err.message : String(err));
      })
      .finally(() => setUploading(null));
  };

  const attachView = () => {
    if (!map) return;
    const c = map.getCenter();
    setAttachment({
      kind: 'view',
      lon: c.lng,
      lat: c.lat,
      zoom: Math.round(mapZoomToSpec(map.getZoom()) * 10) / 10,
    });
  };
  const attachVessel = async () => {
    if (selected === null) return;
    const v = await liveClient()?.lookup(selected);
    setAttachment({
      kind: 'vessel',
      mmsi: selected,
      name: v?.static?.name ?? null,
      lon: v?.lon ?? null,
      lat: v?.lat ?? null,
    });
  };

  return (
    <>
      <Group
        justify="space-between"
        px={12}
        py={8}
        pr={40}
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate data-testid="chat-group-title">
            {group.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('chat.members', { count: group.members.length })}
          </Text>
        </div>
        <Tooltip label={t('chat.info')}>
          <ActionIcon
            variant="subtle"
            aria-label={t('chat.info')}
            data-testid="chat-group-info"
            onClick={() => useChat.getState().setView('info')}
          >
            <IconInfoCircle size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <div
        className={classes.scroll}
        ref={scroller}
        onScroll={onScroll}
        data-testid="chat-messages"
      >
        {thread?.loading && (
          <Group justify="center" gap={6}>
            <Loader size="xs" />
            <Text size="xs" c="dimmed">
              {t('chat.loadingOlder')}
            </Text>
          </Group>
        )}
        {thread && !thread.more && (
          <Text size="xs" c="dimmed" ta="center">
            {t('chat.start')}
          </Text>
        )}
        {messages.map((m) => (
          <ChatMessageRow key={m.id} message={m} me={me} members={group.members} />
        ))}
        {pending.map((p) => (
          <PendingRow
            key={p.clientId}
            line={p}
            onResend={() => sendLine(p.groupId, p.text, p.attachment, p.clientId)}
          />
        ))}
      </div>
      <div className={classes.composer} data-testid="chat-composer">
        {attachment && (
          <Group gap={4} wrap="nowrap" mb={4}>
            <AttachmentCard attachment={attachment} />
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={t('chat.removeAttachment')}
              onClick={() => setAttachment(null)}
            >
              <IconX size={14} />
            </ActionIcon>
          </Group>
        )}
        {uploading && (
          <Group gap={6} wrap="nowrap" mb={4} data-testid="chat-upload-progress">
            <Text size="xs" truncate maw={200}>
              {t('chat.media.uploading', { name: uploading.name })}
            </Text>
            <Progress
              style={{ flex: 1 }}
              value={(100 * uploading.loaded) / Math.max(1, uploading.total)}
            />
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={t('chat.media.cancel')}
              onClick={() => uploading.controller.abort()}
            >
              <IconX size={14} />
            </ActionIcon>
          </Group>
        )}
        {problem && (
          <Text size="xs" c="red" mb={4} data-testid="chat-problem">
            {problem}
          </Text>
        )}
        <Group gap={6} align="flex-end" wrap="nowrap">
          <FileButton onChange={upload} accept={CHAT_MEDIA_TYPES.join(',')}>
            {(p) => (
              <Tooltip label={t('chat.media.upload')}>
                <ActionIcon
                  {...p}
                  variant="subtle"
                  size="lg"
                  aria-label={t('chat.media.upload')}
                  data-testid="chat-upload"
                  disabled={uploading !== null}
                >
                  <IconPhotoUp size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </FileButton>
          <Menu position="top-start" withinPortal={false}>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t('chat.attach')}
                data-testid="chat-attach-object"
              >
                <IconPaperclip size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item data-testid="chat-attach-view" onClick={attachView}>
                {t('chat.attachView')}
              </Menu.Item>
              <Menu.Item
                data-testid="chat-attach-vessel"
                disabled={selected === null}
                onClick={() => void attachVessel()}
              >
                {selected === null ? t('chat.noVesselSelected') : t('chat.attachVessel')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Textarea
            style={{ flex: 1 }}
            autosize
            minRows={1}
            maxRows={5}
            maxLength={CHAT_TEXT_MAX}
            placeholder={t('chat.input')}
            aria-label={t('chat.input')}
            data-testid="chat-input"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                send();
              }
            }}
          />
          <Button
            size="sm"
            data-testid="chat-send"
            leftSection={<IconSend size={16} />}
            disabled={text.trim() === '' && attachment === null}
            onClick={send}
          >
            {t('chat.send')}
          </Button>
        </Group>
      </div>
    </>
  );
}
