import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { SarNewsItem } from '@pantau/contracts';
import { orMissing } from '@pantau/domain';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/i18n.ts';
import { CARD_LIMITS, truncate } from './sar-format.ts';
import { SarAssist } from './SarAssist.tsx';
import { SarDetail } from './SarDetail.tsx';

/** A count of the card's header: Selamat, Hilang or Meninggal. */
function Count({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Text size="xs" span>
      {label}{' '}
      <Text span inherit fw={700} c={color}>
        {formatNumber(value)}
      </Text>
    </Text>
  );
}

/**
 * One SAR news item (SPEC §2.14): its name (100 characters), the accident type as a chip (15),
 * the SAR office (50), the incident date as Basarnas wrote it, and the counts of survivors,
 * missing and dead. Its header expands it to the detail, the victims and SAR assist.
 */
export function SarCard({
  item,
  expanded,
  onToggle,
}: {
  item: SarNewsItem;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const Chevron = expanded ? IconChevronUp : IconChevronDown;
  return (
    <Paper
      withBorder
      radius="sm"
      data-testid="sar-card"
      data-id={item.id}
      data-expanded={expanded}
      bg={expanded ? 'var(--mantine-color-default-hover)' : undefined}
    >
      <UnstyledButton
        w="100%"
        p="xs"
        onClick={onToggle}
        aria-expanded={expanded}
        data-testid="sar-card-header"
      >
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Text size="sm" fw={600} title={item.nama_berita} data-testid="sar-card-name">
              {truncate(item.nama_berita, CARD_LIMITS.news)}
            </Text>
            <Group gap={4} wrap="nowrap">
              <Badge
                size="sm"
                variant="light"
                title={item.jenis_kecelakaan ?? undefined}
                data-testid="sar-card-type"
                style={{ textTransform: 'none' }}
              >
                {truncate(item.jenis_kecelakaan, CARD_LIMITS.type)}
              </Badge>
              <Chevron size={16} aria-hidden />
            </Group>
          </Group>
          <Text size="xs" c="dimmed" title={item.nama_kansar ?? undefined}>
            <span data-testid="sar-card-office">
              {truncate(item.nama_kansar, CARD_LIMITS.office)}
            </span>
            {' · '}
            <span data-testid="sar-card-date">{orMissing(item.tgl_kejadian)}</span>
          </Text>
          <Group gap="md" data-testid="sar-card-counts">
            <Count label={t('sar.selamat')} value={item.korban_selamat} color="teal" />
            <Count label={t('sar.hilang')} value={item.hilang} color="orange" />
            <Count label={t('sar.meninggal')} value={item.korban_meninggal} color="red" />
          </Group>
        </Stack>
      </UnstyledButton>
      {expanded && (
        <Stack gap="sm" p="xs" pt={0} data-testid="sar-card-detail">
          <SarDetail item={item} />
          <SarAssist item={item} />
        </Stack>
      )}
    </Paper>
  );
}
