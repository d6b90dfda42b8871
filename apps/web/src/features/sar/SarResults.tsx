import { Alert, Badge, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import type { SarNewsList } from '@pantau/contracts';
import { orMissing, wibDateTime } from '@pantau/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NotConfigured } from '../../ui/NotConfigured.tsx';
import { SarCard } from './SarCard.tsx';

/**
 * What a Berita SAR search answered: Basarnas not configured, Basarnas not read this time
 * (with its last good answer, and the items kept for the period, if any), the simulator's
 * demo cases marked as such, no news ('Tidak ada data tersedia', SPEC §8), or the cards.
 */
export function SarResults({
  news,
  expanded,
  onExpand,
}: {
  news: UseQueryResult<SarNewsList>;
  expanded: string | null;
  onExpand: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  if (news.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="xs" c="dimmed">
          {t('sar.loading')}
        </Text>
      </Group>
    );
  }
  if (news.isError) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="sar-failed">
        {t('sar.failed', { message: news.error.message })}
      </Alert>
    );
  }
  const list = news.data;
  if (list.state === 'notConfigured') {
    return (
      <NotConfigured setting="PANTAU_BASARNAS_URL" data-testid="sar-not-configured">
        {t('sar.notConfigured')}
      </NotConfigured>
    );
  }
  return (
    <Stack gap="xs" data-testid="sar-results" data-state={list.state}>
      {list.simulated && (
        <Group gap={6}>
          <Tooltip label={t('sar.simulatedHint')} withArrow multiline w={260}>
            <Badge color="orange" variant="light" data-testid="sar-simulated">
              {t('sar.simulated')}
            </Badge>
          </Tooltip>
        </Group>
      )}
      {list.state === 'error' && (
        <Alert color="red" variant="light" role="alert" data-testid="sar-error">
          <Text size="sm">{t('sar.error', { message: orMissing(list.message) })}</Text>
          <Text size="xs" c="dimmed">
            {t('sar.lastGood', {
              time: list.lastGoodAt === null ? t('sar.never') : wibDateTime(list.lastGoodAt),
            })}
          </Text>
        </Alert>
      )}
      {list.data.length === 0 ? (
        list.state === 'ok' && (
          <Text size="sm" c="dimmed" ta="center" py="md" data-testid="sar-empty">
            {t('sar.empty')}
          </Text>
        )
      ) : (
        <>
          <Text size="xs" c="dimmed" data-testid="sar-count">
            {t('sar.count', { count: list.data.length })}
          </Text>
          {list.data.map((item) => (
            <SarCard
              key={item.id}
              item={item}
              expanded={expanded === item.id}
              onToggle={() => onExpand(expanded === item.id ? null : item.id)}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
