import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { ChatAttachment, ChatGroup } from '@pantau/contracts';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './chat.module.css';
import { useChat } from './chat.store.ts';
import { ChatPane } from './ChatPane.tsx';
import { GroupInfo } from './GroupInfo.tsx';
import { NewGroupForm } from './NewGroupForm.tsx';
import { useSystemText } from './useSystemText.ts';

/**
 * The chat window (SPEC §2.31): the user's groups on the left (newest activity first, each
 * with its unread count and last message), and the group's messages, its information, or a
 * new group on the right. It sits over the map's corner and leaves the map usable, so a
 * vessel a message carries can be opened beside it.
 */
export function ChatWindow(props: {
  me: string;
  staff: boolean;
  groups: ChatGroup[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  const groupId = useChat((s) => s.groupId);
  const view = useChat((s) => s.view);
  const attachment = useChat((s) => s.attachment);
  const { openGroup, setView, setOpen } = useChat.getState();
  const group = props.groups.find((g) => g.id === groupId) ?? null;
  const systemText = useSystemText();
  const attachmentPreview = (a: ChatAttachment) =>
    a.kind === 'vessel'
      ? t('chat.preview.vessel', { name: a.name ?? a.mmsi })
      : a.kind === 'media'
        ? t('chat.preview.media', { name: a.name })
        : a.kind === 'alert'
          ? t('chat.preview.alert', { title: a.title })
          : a.kind === 'aoi'
            ? t('chat.preview.aoi', { name: a.name })
            : t('chat.preview.view');

  return (
    <Paper shadow="md" withBorder className={classes.window} data-testid="chat-window">
      <div className={classes.list}>
        <Group justify="space-between" p={8} wrap="nowrap">
          <Text fw={600}>{t('chat.groups')}</Text>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            data-testid="chat-new-group"
            onClick={() => setView('new')}
          >
            {t('chat.newGroup')}
          </Button>
        </Group>
        <div className={classes.scroll} style={{ padding: 0 }}>
          {props.loading && <Loader size="sm" m="md" />}
          {!props.loading && props.groups.length === 0 && (
            <Text size="sm" c="dimmed" p="md">
              {t('chat.noGroups')}
            </Text>
          )}
          {props.groups.map((g) => {
            const last = g.lastMessage;
            const preview = last
              ? last.event
                ? systemText(last.event, g.members)
                : `${last.user === props.me ? t('chat.you') : last.fullname}: ${
                    last.text || (last.attachment ? attachmentPreview(last.attachment) : '')
                  }`
              : '';
            return (
              <UnstyledButton
                key={g.id}
                className={classes.group}
                data-active={g.id === groupId && view === 'chat'}
                data-testid="chat-group"
                data-name={g.name}
                data-unread={g.unread}
                onClick={() => openGroup(g.id)}
              >
                <Group justify="space-between" wrap="nowrap" gap={4}>
                  <Text size="sm" fw={g.unread > 0 ? 700 : 500} truncate>
                    {g.name}
                  </Text>
                  {g.unread > 0 && (
                    <Badge size="sm" color="red" circle={g.unread < 10}>
                      {g.unread}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  {preview}
                </Text>
              </UnstyledButton>
            );
          })}
        </div>
      </div>
      <div className={classes.pane}>
        <Group
          justify="flex-end"
          p={4}
          style={{ position: 'absolute', right: 4, top: 4, zIndex: 1 }}
        >
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t('chat.close')}
            onClick={() => setOpen(false)}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
        {view === 'new' ? (
          <NewGroupForm
            staff={props.staff}
            onDone={(id) => (id === null ? setView('chat') : openGroup(id))}
          />
        ) : group === null ? (
          <Text size="sm" c="dimmed" p="xl" ta="center" data-testid="chat-pick">
            {attachment ? t('chat.pickForAttachment') : t('chat.pick')}
          </Text>
        ) : view === 'info' ? (
          <GroupInfo group={group} me={props.me} />
        ) : (
          <ChatPane group={group} me={props.me} />
        )}
      </div>
    </Paper>
  );
}
