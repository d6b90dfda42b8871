import { Divider, Stack, Tabs, Text } from '@mantine/core';
import type { PoiCategory } from '@pantau/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '../feature.ts';
import { AddPoiForm } from './AddPoiForm.tsx';
import { UserPoiList } from './UserPoiList.tsx';

/**
 * SETTINGS (SPEC §2.11, §2.33): its POI tab holds 'Add New Point of Interest' and the
 * users' points of interest. Only non-visitors open it (the server checks it again).
 */
export function SettingsPanel({ action }: { action: Action }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<PoiCategory>('ports');
  return (
    <Tabs defaultValue="poi">
      <Tabs.List>
        <Tabs.Tab value="poi">{t('poi.tab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="poi" pt="xs">
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            {t(action.description)}
          </Text>
          <AddPoiForm onAdded={(c) => setCategory(c as PoiCategory)} />
          <Divider />
          <UserPoiList category={category} onCategory={setCategory} />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
