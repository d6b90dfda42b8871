import { Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListKapalTab } from './ListKapalTab.tsx';
import { RegistrationDatabase } from './RegistrationView.tsx';

type Tab = 'list' | 'bookmark' | 'pkkspb';

/**
 * PANTAU KAPAL (SPEC §2.8): tabs LIST KAPAL, BOOKMARK and PKK & SPB; LIST KAPAL's 'Vessel
 * Registration Database' swaps the tabs for Rekap Kapal Pantau (SPEC §2.9) until Back.
 */
export function PantauKapalPanel() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('list');
  const [database, setDatabase] = useState(false);

  return (
    <Stack gap="xs" data-testid="pantau-kapal-dialog">
      {database ? (
        <RegistrationDatabase onBack={() => setDatabase(false)} />
      ) : (
        <Tabs value={tab} onChange={(v) => setTab((v ?? 'list') as Tab)} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="list" data-testid="pantau-kapal-tab-list">
              {t('pantauKapal.tabs.list')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="list" pt="xs">
            <ListKapalTab onDatabase={() => setDatabase(true)} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
