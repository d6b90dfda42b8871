import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { PORTS, mayManagePortFeatures } from '@pantau/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../api/session.ts';

/**
 * The way into the Alur & SBNP feature manager: the ports whose features this user may
 * manage (SPEC §6 'Alur & SBNP button': superAdmin and developer every port, disnav, lps and
 * admin their own), each opening the manager's page.
 */
export function PortChooserPanel() {
  const { t } = useTranslation();
  const user = useSession().data?.user;
  const [q, setQ] = useState('');
  const ports = user
    ? PORTS.filter((p) =>
        mayManagePortFeatures({ role: user.role, portCode: user.options.portCode }, p.code),
      )
    : [];
  const shown = ports.filter(
    (p) =>
      p.name.toLowerCase().includes(q.trim().toLowerCase()) ||
      p.code.toLowerCase().includes(q.trim().toLowerCase()),
  );
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
  );
}
