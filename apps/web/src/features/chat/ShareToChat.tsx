import { ActionIcon, Tooltip } from '@mantine/core';
import type { ChatAttachment } from '@pantau/contracts';
import { IconMessageShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can, useSession } from '../../api/session.ts';
import { useChat } from './chat.store.ts';

/**
 * "Send to a chat group" for what the user is looking at (an alert, an area): opens the chat
 * with it attached to the next message, in the group open, or in the one the user picks.
 * Shown only to users who may chat.
 */
export function ShareToChat(props: { attachment: ChatAttachment; label: string }) {
  const { t } = useTranslation();
  const session = useSession().data;
  if (!session || !can(session, 'chat.use')) return null;
  return (
    <Tooltip label={t('chat.share', { what: props.label })}>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={t('chat.share', { what: props.label })}
        data-testid="chat-share"
        onClick={() => {
          const chat = useChat.getState();
          chat.setAttachment(props.attachment);
          if (chat.view !== 'chat') chat.setView('chat');
          chat.setOpen(true);
        }}
      >
        <IconMessageShare size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
