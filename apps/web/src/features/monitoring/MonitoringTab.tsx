import { Button, Stack, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortRef } from '../feature.ts';
import { useMonitoring } from './monitoring.api.ts';
import { MonitoringDialog } from './MonitoringDialog.tsx';

/**
 * The port info panel's MONITORING tab: how many vessels are inside the port and how many
 * left in the last 24 hours (the server's port calls), and the button opening the Monitoring
 * dialog (SPEC §2.21).
 */
export function MonitoringTab({ port }: { port: PortRef }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const calls = useMonitoring(port.id, true);
  const rows = calls.data?.rows ?? [];
  const inside = rows.filter((r) => r.status === 'inside').length;
  return (
    <Stack gap="xs" data-testid="monitoring-tab">
      <Text size="sm" data-testid="monitoring-summary" data-inside={inside}>
        {calls.error
          ? t('monitoring.loadFailed', { reason: calls.error.message })
          : calls.data
            ? t('monitoring.summary', { inside, outside: rows.length - inside })
            : t('monitoring.loading')}
      </Text>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconListDetails size={14} />}
        onClick={() => setOpen(true)}
        data-testid="monitoring-open"
      >
        {t('monitoring.open')}
      </Button>
      <MonitoringDialog port={port} opened={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
