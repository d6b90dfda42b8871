import { Divider, Group, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAoi, type AoiMethod } from './aoi.store.ts';
import { AoiForm } from './AoiForm.tsx';
import { AoiList } from './AoiList.tsx';
import { AoiTutorial } from './AoiTutorial.tsx';

const isMethod = (v: string): v is AoiMethod => v === 'draw' || v === 'coordinate';

/**
 * The AOI panel (SPEC §2.4): the tutorial, the method (empty until chosen; Cancel empties
 * it), the chosen method's form, and 'Tampilkan Zona AOI'.
 */
export function AoiPanel() {
  const { t } = useTranslation();
  const method = useAoi((s) => s.draft.method);
  return (
    <Stack gap="sm" data-testid="aoi-panel">
      <Group align="flex-end" wrap="nowrap" gap="xs">
        <NativeSelect
          label={t('aoi.method.label')}
          style={{ flex: 1 }}
          value={method ?? ''}
          data={[
            { value: '', label: t('aoi.method.placeholder'), disabled: true },
            { value: 'draw', label: t('aoi.method.draw') },
            { value: 'coordinate', label: t('aoi.method.coordinate') },
          ]}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (isMethod(value)) useAoi.getState().edit({ method: value, type: 'Polygon' });
          }}
          data-testid="aoi-method"
        />
        <AoiTutorial />
      </Group>
      {method && <AoiForm key={method} />}
      <Divider />
      <AoiList />
    </Stack>
  );
}
