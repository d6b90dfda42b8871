import { Anchor, Loader, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../api/session.ts';
import { useCodedPorts } from '../ports/index.ts';
import { managedPorts, portsMatching } from './port-choice.ts';

/** The list scrolls past this height (a superAdmin has every registry port with a code). */
const LIST_MAX_PX = 320;

/**
 * The way into the Alur & SBNP feature manager: the registry ports whose features this user
 * may manage (SPEC §6 'Alur & SBNP button': superAdmin and developer every port with a code,
 * disnav, lps and admin their own), each opening the manager's page.
 */
export function PortChooserPanel() {
  const { t } = useTranslation();
  const user = useSession().data?.user;
  const registry = useCodedPorts();
  const [q, setQ] = useState('');
  if (registry.isPending) return <Loader size="sm" />;
  if (registry.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {t('featureManager.portsFailed')}
      </Text>
    );
  }
  const ports = managedPorts(
    registry.data,
    user && { role: user.role, portCode: user.options.portCode },
  );
  const shown = portsMatching(ports, q);
  return (
    <Stack gap="xs" data-testid="feature-manager-ports">
      <Text size="sm" c="dimmed">
        {t('featureManager.entry.intro')}
      </Text>
      {ports.length > 6 && (
        <TextInput
          placeholder={t('featureManager.entry.search')}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
        />
      )}
      {ports.length === 0 && <Text size="sm">{t('featureManager.entry.none')}</Text>}
      <ScrollArea.Autosize mah={LIST_MAX_PX} type="auto">
        <Stack gap={4}>
          {shown.map((p) => (
            <Anchor
              key={p.code}
              component={Link}
              to={`/alur-sbnp/${p.code}`}
              data-testid="feature-manager-port"
              data-port={p.code}
            >
              {p.name} ({p.code})
            </Anchor>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
