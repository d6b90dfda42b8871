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
import { useAuditDay } from './audit.api.ts';
import { formatWib, wibDay } from './wib.ts';

/** User Logs (SPEC §2.28): the audit log of one day in UTC+7, searchable. */
export function UserLogsPanel() {
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
          label="Day (UTC+7)"
          value={day}
          onChange={(e) => e.currentTarget.value && setDay(e.currentTarget.value)}
          w={170}
        />
        <TextInput
          label="Search"
          placeholder="User, action or target"
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
              <Table.Th>Time (UTC+7)</Table.Th>
              <Table.Th>User</Table.Th>
              <Table.Th>Action</Table.Th>
              <Table.Th>Target</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.id} data-testid="audit-row">
                <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {formatWib(entry.at)}
                </Table.Td>
                <Table.Td>
                  {entry.actor}
                  {entry.actorKind !== 'user' && (
                    <Badge ml={6} size="xs" variant="light" color="gray">
                      {entry.actorKind}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{entry.action}</Table.Td>
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
          No entries for this day.
        </Text>
      )}
    </Stack>
  );
}
