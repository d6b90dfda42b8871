import { Anchor, Group, Image, Modal, Paper, Text, UnstyledButton } from '@mantine/core';
import type { ChatAttachment } from '@pantau/contracts';
import { IconDownload, IconFileTypePdf, IconMusic } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from './chat.api.ts';
import { fileSize } from './chat-model.ts';

type Media = Extract<ChatAttachment, { kind: 'media' }>;

/**
 * A file in a message (issue #36): an image as a thumbnail that opens the fullscreen viewer
 * (SPEC §2.31), audio as a player, a PDF as its name to download. Each is read from the server,
 * which serves it to the group's people only.
 */
export function MediaCard(props: { media: Media }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState(false);
  const m = props.media;
  const download = (
    <Anchor
      href={mediaUrl(m.id, true)}
      download={m.name}
      size="xs"
      data-testid="chat-media-download"
    >
      <Group gap={4} wrap="nowrap">
        <IconDownload size={14} />
        {t('chat.media.download')}
      </Group>
    </Anchor>
  );
  if (m.mime.startsWith('image/')) {
    return (
      <>
        <UnstyledButton
          onClick={() => setViewing(true)}
          title={t('chat.media.view')}
          data-testid="chat-media"
          data-mime={m.mime}
        >
          <Image
            src={mediaUrl(m.id)}
            alt={m.name}
            maw={220}
            mah={160}
            fit="contain"
            radius="sm"
            mt={4}
          />
        </UnstyledButton>
        <Modal
          opened={viewing}
          onClose={() => setViewing(false)}
          fullScreen
          title={m.name}
          data-testid="chat-media-viewer"
        >
          <Group justify="flex-end" mb="xs">
            {download}
          </Group>
          <Image
            src={mediaUrl(m.id)}
            alt={m.name}
            fit="contain"
            mah="calc(100vh - 120px)"
            data-testid="chat-media-full"
          />
        </Modal>
      </>
    );
  }
  return (
    <Paper withBorder p={6} mt={4} data-testid="chat-media" data-mime={m.mime}>
      <Group gap={6} wrap="nowrap">
        {m.mime.startsWith('audio/') ? <IconMusic size={16} /> : <IconFileTypePdf size={16} />}
        <Text size="xs" truncate maw={200}>
          {m.name}
        </Text>
        <Text size="xs" c="dimmed">
          {fileSize(m.size)}
        </Text>
      </Group>
      {m.mime.startsWith('audio/') && (
        <audio controls preload="none" src={mediaUrl(m.id)} style={{ width: 240 }} />
      )}
      {download}
    </Paper>
  );
}
