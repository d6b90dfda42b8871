import { Button, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { POI_CATEGORIES, USER_POI_REFRESH_MAX, type PoiCategory } from '@pantau/domain';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../ui/EmptyRow.tsx';
import { useMapInstance } from '../../map/MapContext.ts';
import { flyToView } from '../../map/places.ts';
import { useSelection } from '../../selection/selection.store.ts';
import { useNewestPois, usePoiPages, useRefreshPois } from './poi.api.ts';

const LIST_ZOOM = 11;

/**
 * The users' points of interest of a category, a page of 10 at a time (SPEC §4 'POI add
 * flow'): older down to page 1, newer up to the last, load more appends older ones; the
 * refresh button is disabled after 10 refreshes. A row flies there and opens its card.
 */
export function UserPoiList({
  category,
  onCategory,
}: {
  category: PoiCategory;
  onCategory: (c: PoiCategory) => void;
}) {
  const { t } = useTranslation();
  const map = useMapInstance();
  const newest = useNewestPois(category);
  const lastIndex = newest.data?.lastIndex ?? 1;
  const [top, setTop] = useState<number | null>(null);
  const [more, setMore] = useState(0);
  const [refreshes, setRefreshes] = useState(0);
  const refresh = useRefreshPois();
  const first = Math.min(top ?? lastIndex, lastIndex);
  const pages = Array.from({ length: more + 1 }, (_, i) => first - i).filter((p) => p >= 1);
  const loaded = usePoiPages(category, newest.data ? pages : []);
  // Newest first: each page's own order reversed, pages from the newest down.
  const rows = loaded.flatMap((q) => [...(q.data?.items ?? [])].reverse());
  const oldest = pages.at(-1) ?? 1;

  const go = (page: number) => {
    setTop(page);
    setMore(0);
  };

  return (
    <Stack gap={6} data-testid="poi-list">
      <Group justify="space-between">
        <Title order={5}>{t('poi.list.title')}</Title>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconRefresh size={14} />}
          disabled={refreshes >= USER_POI_REFRESH_MAX}
          onClick={() => {
            setRefreshes((n) => n + 1);
            void refresh();
          }}
          data-testid="poi-refresh"
        >
          {t('poi.list.refresh')}
        </Button>
      </Group>
      <NativeSelect
        aria-label={t('poi.form.type')}
        data={[...POI_CATEGORIES]}
        value={category}
        onChange={(e) => {
          onCategory(e.currentTarget.value as PoiCategory);
          setTop(null);
          setMore(0);
        }}
        data-testid="poi-list-category"
      />
      <Table fz="xs" striped highlightOnHover data-testid="poi-list-table">
        <Table.Tbody>
          {rows.length === 0 && (
            <EmptyRow columns={3}>
              {newest.isPending ? t('common.loading') : t('common.noDataAvailable')}
            </EmptyRow>
          )}
          {rows.map((p) => (
            <Table.Tr
              key={p.id}
              data-testid="poi-list-row"
              style={{ cursor: 'pointer' }}
              onClick={() => {
                if (map) flyToView(map, { center: [p.lon, p.lat], zoom: LIST_ZOOM });
                useSelection.getState().select({ kind: 'poi', id: p.id });
              }}
            >
              <Table.Td>{p.identifier}</Table.Td>
              <Table.Td>{p.name}</Table.Td>
              <Table.Td>{`${p.lon.toFixed(5)}, ${p.lat.toFixed(5)}`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" gap={4}>
        <Text size="xs" c="dimmed" data-testid="poi-list-page">
          {t('poi.list.page', { page: first, last: lastIndex })}
        </Text>
        <Group gap={4}>
          <Button
            size="compact-xs"
            variant="light"
            disabled={first <= 1}
            onClick={() => go(first - 1)}
            data-testid="poi-older"
          >
            {t('poi.list.older')}
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            disabled={first >= lastIndex}
            onClick={() => go(first + 1)}
            data-testid="poi-newer"
          >
            {t('poi.list.newer')}
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            disabled={oldest <= 1}
            onClick={() => setMore((n) => n + 1)}
            data-testid="poi-load-more"
          >
            {t('poi.list.loadMore')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
