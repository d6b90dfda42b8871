import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { CHAT_GROUP_NAME_MAX, CHAT_NO_PARTICIPANT, type ChatGroupBody } from '@pantau/contracts';
import { ASSIGNABLE_ROLES, DISTRICTS, type Role } from '@pantau/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { useCreateGroup } from './chat.api.ts';
import { PeoplePicker } from './PeoplePicker.tsx';

const ROLE_OPTIONS = ASSIGNABLE_ROLES.filter((r) => r !== 'visitor').map((r) => ({
  value: r,
  label: r,
}));
const DISTRICT_OPTIONS = DISTRICTS.map((d) => ({
  value: d.portCode,
  label: `${d.name} (${d.portCode})`,
}));

/**
 * New group (SPEC §2.31, §5 'Chat'): a name of at most 30 characters (longer is cut) and at
 * least one participant; an administrator may instead make it for everyone of a role or a
 * district. The server checks each rule again and names the field it refuses.
 */
export function NewGroupForm(props: { staff: boolean; onDone: (groupId: number | null) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [people, setPeople] = useState<string[]>([]);
  const [role, setRole] = useState<string | null>(null);
  const [district, setDistrict] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const create = useCreateGroup();

  const submit = () => {
    const trimmed = name.trim();
    if (trimmed === '') return setProblem({ field: 'name', message: t('chat.form.nameRequired') });
    const everyone = role !== null || district !== null;
    if (people.length === 0 && !everyone)
      return setProblem({ field: 'usernames', message: CHAT_NO_PARTICIPANT });
    const body: ChatGroupBody = {
      name: trimmed,
      usernames: people,
      ...(everyone
        ? {
            everyone: {
              ...(role ? { role: role as Role } : {}),
              ...(district ? { portCode: district } : {}),
            },
          }
        : {}),
    };
    setProblem(null);
    create.mutate(body, {
      onSuccess: (group) => props.onDone(group.id),
      onError: (err) =>
        setProblem(
          err instanceof ApiError
            ? { field: err.field ?? 'name', message: err.message }
            : { field: 'name', message: String(err) },
        ),
    });
  };

  return (
    <Stack p="md" gap="sm" data-testid="chat-new-group-form">
      <Text fw={600}>{t('chat.newGroup')}</Text>
      <TextInput
        label={t('chat.form.name')}
        value={name}
        data-testid="chat-group-name"
        // SPEC §5: a group's name is cut at 30 characters.
        onChange={(e) => setName(e.currentTarget.value.slice(0, CHAT_GROUP_NAME_MAX))}
        error={problem?.field === 'name' ? problem.message : undefined}
        description={`${name.length}/${CHAT_GROUP_NAME_MAX}`}
      />
      <PeoplePicker
        label={t('chat.form.participants')}
        value={people}
        onChange={setPeople}
        error={problem?.field === 'usernames' ? problem.message : undefined}
        testId="chat-participants"
      />
      {props.staff && (
        <>
          <Text size="xs" c="dimmed">
            {t('chat.form.everyoneHint')}
          </Text>
          <Group grow>
            <Select
              label={t('chat.form.everyoneRole')}
              data={ROLE_OPTIONS}
              value={role}
              onChange={setRole}
              clearable
              comboboxProps={{ withinPortal: false }}
              data-testid="chat-everyone-role"
            />
            <Select
              label={t('chat.form.everyoneDistrict')}
              data={DISTRICT_OPTIONS}
              value={district}
              onChange={setDistrict}
              clearable
              searchable
              comboboxProps={{ withinPortal: false }}
              data-testid="chat-everyone-district"
            />
          </Group>
          {problem?.field === 'everyone' && (
            <Text size="xs" c="red">
              {problem.message}
            </Text>
          )}
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => props.onDone(null)}>
          {t('chat.form.cancel')}
        </Button>
        <Button onClick={submit} loading={create.isPending} data-testid="chat-create-group">
          {t('chat.form.create')}
        </Button>
      </Group>
    </Stack>
  );
}
