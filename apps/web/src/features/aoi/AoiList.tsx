import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import type { AoiView } from '@pantau/contracts';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session.ts';
import { useNotice } from '../../screen/notice.store.ts';
import { useAoiPages, useRefreshAois } from './aoi.api.ts';
import { useAoi } from './aoi.store.ts';
import { AoiListItem } from './AoiListItem.tsx';
import { useRefreshGuard } from './useRefreshGuard.ts';

/**
 * 'Tampilkan Zona AOI' (SPEC §2.4): Select All, a checkbox per area (ticked ones drawn on the
 * map), zoom-to-area, refresh (with the spam guard), Load More (ten a page), archive for the
 * author or an admin, and 'Open Data AOI' for LIST ZONA AOI.
 */
export function AoiList() {
  const { t } = useTranslation();
  const pages = useAoiPages();
  const user = useSession().data?.user;
  const ticked = useAoi((s) => s.ticked);
  const { setTicked, setZona } = useAoi.getState();
  const guard = useRefreshGuard(useRefreshAois());
  const aois: AoiView[] = pages.data?.pages.flatMap((p) => p.aois) ?? [];
  const allTicked = aois.length > 0 && aois.every((a) => ticked.includes(a.id));
  const someTicked = aois.some((a) => ticked.includes(a.id));

  const openData = () => {
    if (ticked.length === 0) useNotice.getState().show(t('aoi.errors.selectOne'));
    else setZona('open');
  };

  return (
    <Stack gap="xs" data-testid="aoi-list">
      <Group justify="space-between" wrap="nowrap">
        <Title order={5}>{t('aoi.list.title')}</Title>
        <Tooltip label={t('aoi.list.refresh')}>
          <ActionIcon
            variant="subtle"
            aria-label={t('aoi.list.refresh')}
            disabled={guard.blocked}
            onClick={guard.click}
            data-testid="aoi-refresh"
          >
            {pages.isFetching ? <Loader size={14} /> : <IconRefresh size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      {guard.blocked && (
        <Alert color="orange" variant="light" role="alert" data-testid="aoi-spam">
          {t('aoi.errors.spam')}
        </Alert>
      )}
      <Checkbox
        label={t('aoi.list.selectAll')}
        checked={allTicked}
        indeterminate={someTicked && !allTicked}
        disabled={aois.length === 0}
        onChange={(e) => {
          const ids = aois.map((a) => a.id);
          setTicked(
            e.currentTarget.checked
              ? [...new Set([...ticked, ...ids])]
              : ticked.filter((id) => !ids.includes(id)),
          );
        }}
        data-testid="aoi-select-all"
      />
      {pages.isSuccess && aois.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('aoi.list.empty')}
        </Text>
      )}
      {aois.map((aoi) => (
        <AoiListItem key={aoi.id} aoi={aoi} user={user ?? null} />
      ))}
      {pages.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
          data-testid="aoi-load-more"
        >
          {t('aoi.list.loadMore')}
        </Button>
      )}
      <Button onClick={openData} data-testid="aoi-open-data">
        {t('aoi.list.openData')}
      </Button>
    </Stack>
  );
}
