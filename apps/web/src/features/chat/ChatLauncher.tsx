import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can, useSession } from '../../api/session.ts';
import { useChatGroups } from './chat.api.ts';
import { useChat } from './chat.store.ts';
import { totalUnread } from './chat-model.ts';
import { ChatWindow } from './ChatWindow.tsx';
import { useChatFeed } from './useChatFeed.ts';

/**
 * The map screen's group-chat button (SPEC §2 'group-chat floating button with unread badge')
 * and the chat window it opens, for users who may chat; the feed runs while the map is open,
 * so the badge counts with the window closed.
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const session = useSession().data;
  const me = session && can(session, 'chat.use') ? session.user.username : null;
  useChatFeed(me);
  const groups = useChatGroups(me !== null);
  const open = useChat((s) => s.open);
  const setOpen = useChat((s) => s.setOpen);
  if (me === null || !session) return null;
  const unread = totalUnread(groups.data);
  const label =
    unread > 0 ? `${t('chat.open')} · ${t('chat.unread', { count: unread })}` : t('chat.open');
  return (
    <>
      {open && (
        <ChatWindow
          me={me}
          staff={can(session, 'chat.everyone')}
          groups={groups.data ?? []}
          loading={groups.isPending}
        />
      )}
      <Tooltip label={label} position="left">
        <Indicator
          label={<span data-testid="chat-badge">{unread > 99 ? '99+' : unread}</span>}
          size={18}
          color="red"
          disabled={unread === 0}
          offset={6}
        >
          <ActionIcon
            size={48}
            radius="xl"
            variant={open ? 'filled' : 'default'}
            aria-label={label}
            aria-pressed={open}
            data-testid="chat-open"
            data-unread={unread}
            onClick={() => setOpen(!open)}
          >
            <IconMessages size={24} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
    </>
  );
}
