import { ActionIcon, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { ChatGroup } from '@pantau/contracts';
import { IconArrowLeft, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { useGroupMembers } from './chat.api.ts';
import { useChat } from './chat.store.ts';
import { PeoplePicker } from './PeoplePicker.tsx';

/**
 * Group info (SPEC §2.31 'group info', 'add participants'; §6: the group's admins add and
 * remove people): its people with their admins; an admin adds and takes out, anyone leaves.
 */
export function GroupInfo(props: { group: ChatGroup; me: string }) {
  const { t } = useTranslation();
  const { group, me } = props;
  const admin = group.members.some((m) => m.username === me && m.admin);
  const change = useGroupMembers();
  const [adding, setAdding] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const onError = (err: unknown) => setProblem(err instanceof ApiError ? err.message : String(err));

  return (
    <Stack p="md" gap="sm" style={{ overflowY: 'auto' }} data-testid="chat-info">
      <Group gap={6}>
        <ActionIcon
          variant="subtle"
          aria-label={t('chat.back')}
          onClick={() => useChat.getState().setView('chat')}
        >
          <IconArrowLeft size={18} />
        </ActionIcon>
        <Text fw={600}>{group.name}</Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('chat.members', { count: group.members.length })}
      </Text>
      <Table striped withTableBorder>
        <Table.Tbody>
          {group.members.map((m) => (
            <Table.Tr key={m.username} data-testid="chat-member" data-username={m.username}>
              <Table.Td>
                <Text size="sm">
                  {m.fullname}{' '}
                  <Text span size="xs" c="dimmed">
                    ({m.username})
                  </Text>
                </Text>
              </Table.Td>
              <Table.Td>{m.admin && <Badge size="xs">{t('chat.admin')}</Badge>}</Table.Td>
              <Table.Td>
                {admin && m.username !== me && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={t('chat.remove')}
                    title={t('chat.remove')}
                    onClick={() =>
                      change.mutate({ groupId: group.id, remove: m.username }, { onError })
                    }
                  >
                    <IconUserMinus size={14} />
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {admin && (
        <Group align="flex-end" wrap="nowrap">
          <PeoplePicker
            style={{ flex: 1 }}
            label={t('chat.addPeople')}
            value={adding}
            onChange={setAdding}
            exclude={group.members.map((m) => m.username)}
            testId="chat-add-people"
          />
          <Button
            disabled={adding.length === 0}
            loading={change.isPending}
            onClick={() =>
              change.mutate(
                { groupId: group.id, add: adding },
                { onSuccess: () => setAdding([]), onError },
              )
            }
          >
            {t('chat.add')}
          </Button>
        </Group>
      )}
      {problem && (
        <Text size="xs" c="red">
          {problem}
        </Text>
      )}
      <Group justify="flex-end">
        <Button
          variant="light"
          color="red"
          data-testid="chat-leave"
          onClick={() =>
            change.mutate(
              { groupId: group.id, remove: me },
              { onSuccess: () => useChat.getState().openGroup(null), onError },
            )
          }
        >
          {t('chat.leave')}
        </Button>
      </Group>
    </Stack>
  );
}
