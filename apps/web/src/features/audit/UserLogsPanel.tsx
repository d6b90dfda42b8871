import {
  Alert,
  Badge,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditDay } from './audit.api.ts';
import { auditWords } from './audit-words.ts';
import { wibDay, wibStamp } from '@pantau/domain';

/** User Logs (SPEC §2.28): the audit log of one day in UTC+7, searchable. */
export function UserLogsPanel() {
  const { t } = useTranslation();
  const [day, setDay] = useState(() => wibDay(Date.now()));
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const log = useAuditDay(day, q);
  const entries = log.data?.entries ?? [];

  return (
    <Stack gap="sm" data-testid="audit-log">
      <Group gap="sm" align="flex-end">
        <TextInput
          type="date"
          label={t('audit.day')}
          value={day}
          onChange={(e) => e.currentTarget.value && setDay(e.currentTarget.value)}
          w={170}
        />
        <TextInput
          label={t('common.search')}
          placeholder={t('audit.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        {log.isFetching && <Loader size="sm" mb={8} />}
      </Group>
      {log.isError && (
        <Alert color="red" variant="light" role="alert">
          {log.error.message}
        </Alert>
      )}
      <ScrollArea.Autosize mah="calc(100vh - 260px)">
        <Table striped highlightOnHover stickyHeader fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('common.timeWib')}</Table.Th>
              <Table.Th>{t('audit.user')}</Table.Th>
              <Table.Th>{t('audit.action')}</Table.Th>
              <Table.Th>{t('audit.target')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.id} data-testid="audit-row">
                <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {wibStamp(entry.at)}
                </Table.Td>
                <Table.Td>
                  {entry.actor}
                  {entry.actorKind !== 'user' && (
                    <Badge ml={6} size="xs" variant="light" color="gray">
                      {entry.actorKind}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <ActionWords
                    action={entry.action}
                    subject={entry.subject}
                    done={entry.status < 400}
                  />
                </Table.Td>
                <Table.Td>{entry.target ?? '–'}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={entry.status < 400 ? 'green' : 'red'}>
                    {entry.status}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {log.isSuccess && entries.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('audit.none')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * What the person did, in words ("Created area 'Selat Sunda'"), with the request beneath it
 * for whoever follows it up; a request the table has no words for is shown as it is.
 */
function ActionWords(p: { action: string; subject: string | null; done: boolean }) {
  const { t } = useTranslation();
  const key = auditWords(p.action);
  if (!key) return <Text size="sm">{p.action}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm" data-testid="audit-words">
        {t(key)}
        {p.subject ? ` '${p.subject}'` : ''}
        {!p.done && (
          <Text span size="sm" c="red">
            {` (${t('audit.notDone')})`}
          </Text>
        )}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace" title={t('audit.request')}>
        {p.action}
      </Text>
    </Stack>
  );
}
