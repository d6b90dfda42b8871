import {
  ActionIcon,
  Alert,
  Badge,
  Group,
  ScrollArea,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import type { AdminUser } from '@pantau/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { SearchAddBar } from '../../ui/SearchAddBar.tsx';
import { placeError } from '../../ui/formErrors.ts';
import { UserForm } from './UserForm.tsx';
import { useDeleteUser, useUsers } from './users.api.ts';

/**
 * USER MANAGEMENT (SPEC §2.30): users with search; the detail form edits one (activating a
 * registered account, resetting a password), the add-user dialog adds one.
 */
export function UserManagementPanel() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const list = useUsers(q);
  const remove = useDeleteUser();
  const [form, setForm] = useState<{ editing: AdminUser | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const users = list.data?.users ?? [];

  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };

  return (
    <Stack gap="sm" data-testid="user-management">
      <SearchAddBar
        searchLabel={t('users.searchLabel')}
        placeholder={t('users.searchPlaceholder')}
        value={search}
        onSearch={setSearch}
        addLabel={t('users.add')}
        onAdd={() => setForm({ editing: null })}
        addTestId="user-add"
      />
      {notice && (
        <Alert color="green" variant="light" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {list.isError && (
        <Alert color="red" variant="light" role="alert">
          {list.error.message}
        </Alert>
      )}
      <ScrollArea.Autosize mah="calc(100vh - 240px)">
        <Table striped highlightOnHover fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('common.username')}</Table.Th>
              <Table.Th>{t('common.name')}</Table.Th>
              <Table.Th>{t('common.role')}</Table.Th>
              <Table.Th>{t('users.opensAt')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <Table.Tr key={user.id} data-testid="user-row" data-username={user.username}>
                <Table.Td>{user.username}</Table.Td>
                <Table.Td>{user.fullname}</Table.Td>
                <Table.Td>{user.role}</Table.Td>
                <Table.Td>
                  {user.options.portCode ??
                    (user.options.center
                      ? `${user.options.center[1].toFixed(2)}, ${user.options.center[0].toFixed(2)} · z${user.options.zoom ?? '?'}`
                      : '–')}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Badge variant="light" color={user.active ? 'green' : 'orange'}>
                      {user.active ? t('common.active') : t('users.inactive')}
                    </Badge>
                    {user.sso && (
                      <Badge variant="light" color="grape">
                        {t('users.sso')}
                      </Badge>
                    )}
                    {user.options.sharedAccount && (
                      <Badge variant="light" color="gray">
                        {t('users.shared')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('common.edit')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('common.editNamed', { name: user.username })}
                        onClick={() => setForm({ editing: user })}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('common.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('common.deleteNamed', { name: user.username })}
                        onClick={() => setDeleting(user)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {list.isSuccess && users.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('users.noMatch')}
        </Text>
      )}
      {form && (
        <UserForm editing={form.editing} onClose={() => setForm(null)} onSaved={setNotice} />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('users.deleteTitle')}
        error={remove.error ? placeError(remove.error, []).alert : null}
        pending={remove.isPending}
        onClose={closeDelete}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setNotice(t('users.deleted', { name: deleting.username }));
              closeDelete();
            },
          })
        }
      >
        {t('users.deleteConfirm', { name: deleting?.username ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
