import { ActionIcon, Group, ScrollArea, Stack, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { bookmarkEndpoints, type BookmarkView } from '@pantau/contracts';
import { orMissing } from '@pantau/domain';
import { IconCurrentLocation, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call.ts';
import { EmptyRow } from '../../ui/EmptyRow.tsx';
import { useVesselState } from '../../vessel/vessels.api.ts';
import { useLocateVessel } from './locate.ts';

/** The bookmarks feature's query key: its list is shared, not copied. */
const BOOKMARKS = ['bookmarks'] as const;
const COLUMNS = 5;

function BookmarkRow({ b, onLocate }: { b: BookmarkView; onLocate: (mmsi: number) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const vessel = useVesselState(b.mmsi).data;
  const remove = useMutation({
    mutationFn: () => call(bookmarkEndpoints.remove, { params: { mmsi: b.mmsi } }),
    onSuccess: () => client.invalidateQueries({ queryKey: BOOKMARKS }),
  });
  return (
    <Table.Tr
      style={{ cursor: 'pointer' }}
      onClick={() => onLocate(b.mmsi)}
      data-testid="bookmark-row"
      data-mmsi={b.mmsi}
    >
      <Table.Td>{b.mmsi}</Table.Td>
      <Table.Td>{orMissing(vessel?.name)}</Table.Td>
      <Table.Td>{orMissing(vessel?.callSign)}</Table.Td>
      <Table.Td>{b.group}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label={t('pantauKapal.bookmark.locate', { mmsi: b.mmsi })}
            onClick={(e) => {
              e.stopPropagation();
              onLocate(b.mmsi);
            }}
            data-testid="bookmark-locate"
          >
            <IconCurrentLocation size={14} />
          </ActionIcon>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            aria-label={t('pantauKapal.bookmark.remove', { mmsi: b.mmsi })}
            onClick={(e) => {
              e.stopPropagation();
              remove.mutate();
            }}
            data-testid="bookmark-delete"
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * BOOKMARK (SPEC §2.8): the user's bookmarks (the bookmarks feature's API), grouped by
 * category; a row, or its locate button, selects the vessel; delete per row.
 */
export function BookmarkTab() {
  const { t } = useTranslation();
  const locate = useLocateVessel();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim().toLowerCase(), 200);
  const list = useQuery({
    queryKey: BOOKMARKS,
    staleTime: 60_000,
    queryFn: ({ signal }) => call(bookmarkEndpoints.list, {}, { signal }),
  });
  const shown = (list.data?.bookmarks ?? []).filter(
    (b) => q === '' || String(b.mmsi).includes(q) || b.group.toLowerCase().includes(q),
  );
  const groups = [...new Set(shown.map((b) => b.group))];

  return (
    <Stack gap="xs">
      <TextInput
        size="xs"
        w={260}
        leftSection={<IconSearch size={14} />}
        placeholder={t('pantauKapal.bookmark.search')}
        aria-label={t('pantauKapal.bookmark.search')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        data-testid="bookmark-search"
      />
      <ScrollArea h="60vh" type="auto">
        <Table highlightOnHover stickyHeader fz="sm" data-testid="bookmark-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>MMSI</Table.Th>
              <Table.Th>{t('pantauKapal.list.name')}</Table.Th>
              <Table.Th>{t('pantauKapal.list.callSign')}</Table.Th>
              <Table.Th>{t('pantauKapal.bookmark.group')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.length === 0 && (
              <EmptyRow columns={COLUMNS}>
                {list.isPending ? t('common.loading') : t('pantauKapal.bookmark.empty')}
              </EmptyRow>
            )}
            {groups.map((g) => (
              <Fragment key={g}>
                <Table.Tr data-testid="bookmark-group">
                  <Table.Td colSpan={COLUMNS} fw={700} bg="var(--mantine-color-default-hover)">
                    {g} ({shown.filter((b) => b.group === g).length})
                  </Table.Td>
                </Table.Tr>
                {shown
                  .filter((b) => b.group === g)
                  .map((b) => (
                    <BookmarkRow key={b.mmsi} b={b} onLocate={locate} />
                  ))}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}
