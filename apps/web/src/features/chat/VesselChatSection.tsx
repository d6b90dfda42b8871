import { Button } from '@mantine/core';
import { IconMessageShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can, useSession } from '../../api/session.ts';
import { liveClient } from '../../live/live.client.ts';
import { useChat } from './chat.store.ts';

/**
 * The vessel card's "Send to a chat group" (issue #36): the chat opens with this vessel, its
 * name and position as the picture has them, attached to the next message.
 */
export function VesselChatSection(props: { id: string }) {
  const { t } = useTranslation();
  const session = useSession().data;
  if (!session || !can(session, 'chat.use')) return null;
  const mmsi = Number(props.id);
  const share = async () => {
    const v = await liveClient()?.lookup(mmsi);
    const chat = useChat.getState();
    chat.setAttachment({
      kind: 'vessel',
      mmsi,
      name: v?.static?.name ?? null,
      lon: v?.lon ?? null,
      lat: v?.lat ?? null,
    });
    if (chat.view !== 'chat') chat.setView('chat');
    chat.setOpen(true);
  };
  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconMessageShare size={14} />}
      data-testid="chat-share-vessel"
      onClick={() => void share()}
    >
      {t('chat.shareVessel')}
    </Button>
  );
}
