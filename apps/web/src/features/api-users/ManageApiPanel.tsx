import { ActionIcon, Alert, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { SearchAddBar } from '../../ui/SearchAddBar.tsx';
import { placeError } from '../../ui/formErrors.ts';
import { ApiUserForm } from './ApiUserForm.tsx';
import {
  useApiUsers,
  useDeleteApiUser,
  useRenewToken,
  type ApiUser,
  type ApiUserToken,
} from './apiUsers.api.ts';
import { TokenDialog } from './TokenDialog.tsx';

/** MANAGE API (SPEC §2.29): API users with search, add, edit, a new token, delete. */
export function ManageApiPanel() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const list = useApiUsers(q);
  const renew = useRenewToken();
  const remove = useDeleteApiUser();
  const [form, setForm] = useState<{ editing: ApiUser | null } | null>(null);
  const [issued, setIssued] = useState<ApiUserToken | null>(null);
  const [deleting, setDeleting] = useState<ApiUser | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };

  return (
    <Stack gap="sm" data-testid="api-users">
      <SearchAddBar
        searchLabel={t('apiUsers.searchLabel')}
        placeholder={t('apiUsers.searchPlaceholder')}
        value={search}
        onSearch={setSearch}
        addLabel={t('apiUsers.add')}
        onAdd={() => setForm({ editing: null })}
        addTestId="api-user-add"
      />
      {(alert ?? list.error) && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          onClose={() => setAlert(null)}
        >
          {alert ?? list.error?.message}
        </Alert>
      )}
      <Table striped highlightOnHover fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common.username')}</Table.Th>
            <Table.Th>{t('apiUsers.secret')}</Table.Th>
            <Table.Th>{t('apiUsers.access')}</Table.Th>
            <Table.Th>{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(list.data?.apiUsers ?? []).map((user) => (
            <Table.Tr key={user.id} data-testid="api-user-row">
              <Table.Td>{user.username}</Table.Td>
              <Table.Td ff="monospace">{user.maskedToken}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={user.access ? 'green' : 'gray'}>
                  {user.access ? t('apiUsers.allowed') : t('apiUsers.blocked')}
                </Badge>
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
                  <Tooltip label={t('apiUsers.newToken')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('apiUsers.newTokenFor', { name: user.username })}
                      loading={renew.isPending && renew.variables === user.id}
                      onClick={() =>
                        renew.mutate(user.id, {
                          onSuccess: setIssued,
                          onError: (e) => setAlert(placeError(e, []).alert),
                        })
                      }
                    >
                      <IconKey size={16} />
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
      {list.isSuccess && list.data.apiUsers.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('apiUsers.none')}
        </Text>
      )}
      {form && (
        <ApiUserForm editing={form.editing} onClose={() => setForm(null)} onIssued={setIssued} />
      )}
      <TokenDialog issued={issued} onClose={() => setIssued(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('apiUsers.deleteTitle')}
        error={remove.error ? placeError(remove.error, []).alert : null}
        pending={remove.isPending}
        onClose={closeDelete}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: closeDelete })}
      >
        {t('apiUsers.deleteConfirm', { name: deleting?.username ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
