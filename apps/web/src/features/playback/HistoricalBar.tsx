import { Button, Group, Paper, SegmentedControl, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataSourceMode, type DataSourceMode } from '../../live/live.store.ts';
import { usePlaybackAccess } from './playback.api.ts';
import { PlaybackPanel } from './PlaybackPanel.tsx';
import { closePanel, openPanel as openReplay, useReplay } from './replay.store.ts';

/** SPEC §8: how long a refusal stays shown. */
const MESSAGE_MS = 3000;

/**
 * The data source mode (SPEC §4 'Live rendering': stream by default, or historical) and the
 * Historical Overall Playback entry, with its panel when open. Opening the panel needs the
 * server's consent (the capability it checks), switches to historical mode and picks today;
 * going back to the stream closes the replay.
 */
export function HistoricalBar() {
  const { t } = useTranslation();
  const mode = useDataSourceMode((s) => s.mode);
  const open = useReplay((s) => s.open);
  const access = usePlaybackAccess(true);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const setMode = (next: DataSourceMode) => {
    if (next === 'stream') closePanel();
    useDataSourceMode.getState().setMode(next);
  };
  // From the stream too: the replay needs historical mode, so the button switches to it (SPEC
  // §8's 'please change datasource to historical ONLY' would only send the officer to do it).
  const openPanel = () => {
    if (!access.data?.allowed) return setMessage(t('playback.notAllowed'));
    if (mode !== 'historical') setMode('historical');
    openReplay(Date.now());
  };

  return (
    <div>
      {open && mode === 'historical' && <PlaybackPanel />}
      <Paper shadow="sm" radius="md" px="xs" py={4} withBorder mt={6}>
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" fw={600}>
            {t('playback.dataSource')}
          </Text>
          <SegmentedControl
            size="xs"
            value={mode}
            onChange={(v) => setMode(v === 'historical' ? 'historical' : 'stream')}
            data={[
              { value: 'stream', label: t('playback.stream') },
              { value: 'historical', label: t('playback.historical') },
            ]}
            data-testid="datasource-mode"
          />
          <Button
            size="compact-xs"
            variant={open ? 'filled' : 'light'}
            leftSection={<IconHistory size={14} />}
            onClick={openPanel}
            data-testid="playback-open"
          >
            {t('playback.open')}
          </Button>
          {message && (
            <Text size="xs" c="red" role="alert" data-testid="playback-message">
              {message}
            </Text>
          )}
        </Group>
      </Paper>
    </div>
  );
}
