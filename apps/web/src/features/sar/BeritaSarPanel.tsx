import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { SAR_RANGE_MAX_DAYS } from '@pantau/contracts';
import { wibDay } from '@pantau/domain';
import { IconFileTypePdf, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../i18n/i18n.ts';
import { DownloadButton } from '../../ui/DownloadButton.tsx';
import { rangeProblem, type RangeProblem } from './sar-format.ts';
import { sarPdfUrl, useSarNews, type SarRange } from './sar.api.ts';
import { useSarAssistStore } from './sar.store.ts';
import { SarResults } from './SarResults.tsx';

/** SPEC §4: the Pdf button rests this long after a click, so one click is one download. */
export const PDF_REST_MS = 1000;

const PROBLEMS: Record<RangeProblem, MessageKey> = {
  empty: 'sar.range.empty',
  future: 'sar.range.future',
  order: 'sar.range.order',
  tooLong: 'sar.range.tooLong',
};

/**
 * BERITA SAR (SPEC §2.14, §4): a period of UTC+7 days (today by default; the end
 * not before the start, neither after today, at most 31 days), Search, Pdf of the period
 * searched, then the news as cards; one card expanded at a time, with SAR assist inside it.
 * Closing the panel closes SAR assist, its ring with it.
 */
export function BeritaSarPanel() {
  const { t } = useTranslation();
  const [today] = useState(() => wibDay(Date.now()));
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [searched, setSearched] = useState<SarRange | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [pdfResting, setPdfResting] = useState(false);
  const rest = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const news = useSarNews(searched);
  const problem = rangeProblem(from, to, today);

  useEffect(
    () => () => {
      clearTimeout(rest.current);
      useSarAssistStore.getState().clear();
    },
    [],
  );

  const expand = (id: string | null) => {
    setExpanded(id);
    // SAR assist belongs to the card it was opened in.
    if (useSarAssistStore.getState().itemId !== id) useSarAssistStore.getState().clear();
  };

  const search = () => {
    if (problem) return;
    expand(null);
    if (searched?.from === from && searched.to === to) void news.refetch();
    else setSearched({ from, to });
  };

  const pdfClick = () => {
    setPdfResting(true);
    rest.current = setTimeout(() => setPdfResting(false), PDF_REST_MS);
  };

  const problemText = problem ? t(PROBLEMS[problem], { days: SAR_RANGE_MAX_DAYS }) : undefined;
  return (
    <Stack gap="sm" data-testid="sar-dialog">
      <Group gap="xs" align="flex-start" grow>
        <TextInput
          type="date"
          size="xs"
          label={t('sar.from')}
          value={from}
          max={today}
          onChange={(e) => setFrom(e.currentTarget.value)}
          error={problem !== null}
          data-testid="sar-from"
        />
        <TextInput
          type="date"
          size="xs"
          label={t('sar.to')}
          value={to}
          min={from}
          max={today}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={problemText}
          errorProps={{ 'data-testid': 'sar-range-error' }}
          data-testid="sar-to"
        />
      </Group>
      <Group gap="xs">
        <Button
          size="xs"
          leftSection={<IconSearch size={14} />}
          disabled={problem !== null}
          loading={news.isFetching}
          onClick={search}
          data-testid="sar-search"
        >
          {t('common.search')}
        </Button>
        <DownloadButton
          href={searched ? sarPdfUrl(searched) : null}
          disabled={pdfResting}
          icon={<IconFileTypePdf size={14} />}
          onClick={pdfClick}
          testId="sar-pdf"
        >
          {t('sar.pdf')}
        </DownloadButton>
      </Group>
      {searched === null ? (
        <Text size="xs" c="dimmed">
          {t('sar.hint')}
        </Text>
      ) : (
        <SarResults news={news} expanded={expanded} onExpand={expand} />
      )}
    </Stack>
  );
}
