import { Stack, Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookmarkTab } from './BookmarkTab.tsx';
import { ListKapalTab } from './ListKapalTab.tsx';
import { PkkSpbTab } from './PkkSpbTab.tsx';
import { RegistrationDatabase } from './RegistrationView.tsx';

type Tab = 'list' | 'bookmark' | 'pkkspb';

/**
 * PANTAU KAPAL (SPEC §2.8): tabs LIST KAPAL, BOOKMARK and PKK & SPB, each with search;
 * LIST KAPAL's 'Vessel Registration Database' swaps the tabs for Rekap Kapal Pantau (SPEC
 * §2.9) until Back. Opening it refreshes what it shows.
 */
export function PantauKapalPanel() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [tab, setTab] = useState<Tab>('list');
  const [database, setDatabase] = useState(false);

  useEffect(() => {
    for (const key of ['registrations', 'bookmarks', 'inaportnet'])
      void client.invalidateQueries({ queryKey: [key] });
  }, [client]);

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
            <Tabs.Tab value="bookmark" data-testid="pantau-kapal-tab-bookmark">
              {t('pantauKapal.tabs.bookmark')}
            </Tabs.Tab>
            <Tabs.Tab value="pkkspb" data-testid="pantau-kapal-tab-pkkspb">
              {t('pantauKapal.tabs.pkkspb')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="list" pt="xs">
            <ListKapalTab onDatabase={() => setDatabase(true)} />
          </Tabs.Panel>
          <Tabs.Panel value="bookmark" pt="xs">
            <BookmarkTab />
          </Tabs.Panel>
          <Tabs.Panel value="pkkspb" pt="xs">
            <PkkSpbTab />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
