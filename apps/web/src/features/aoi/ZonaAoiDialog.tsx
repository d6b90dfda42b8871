import {
  ActionIcon,
  Alert,
  CloseButton,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import type { AoiVessel } from '@pantau/contracts';
import { IconMinus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapInstance } from '../../map/MapContext.ts';
import { FOCUS_ZOOM_LEVEL, flyToView } from '../../map/places.ts';
import { useSearch } from '../../screen/search.store.ts';
import { selectMmsi } from '../../selection/selection.store.ts';
import { placeError } from '../../ui/formErrors.ts';
import { useZoneVessels } from './aoi.api.ts';
import { useAoi } from './aoi.store.ts';
import { Tutorial } from './Tutorial.tsx';
import { ZonaTable } from './ZonaTable.tsx';

/** The search bar's mode for vessels (the vessels feature's provider id). */
const VESSEL_SEARCH_MODE = 'vessel';

/**
 * LIST ZONA AOI (SPEC §2.4): a persistent dialog (no closing by a click outside or Escape)
 * with a tutorial and a search field; one table per ticked area, headed by its name and
 * 'Sum : count', following the geofence engine every 2 s. A row puts the vessel's MMSI in
 * the search bar, selects it, flies there and minimises the dialog to show the map.
 */
export function ZonaAoiDialog() {
  const { t } = useTranslation();
  const map = useMapInstance();
  const zona = useAoi((s) => s.zona);
  const ticked = useAoi((s) => s.ticked);
  const { setZona } = useAoi.getState();
  const [query, setQuery] = useState('');
  const open = zona === 'open';
  const zones = useZoneVessels(ticked, open);

  const goTo = (v: AoiVessel) => {
    const search = useSearch.getState();
    search.setMode(VESSEL_SEARCH_MODE);
    search.setText(String(v.mmsi));
    selectMmsi('vessel', v.mmsi);
    if (map) flyToView(map, { center: [v.longitude, v.latitude], zoom: FOCUS_ZOOM_LEVEL });
    setZona('minimised');
  };

  return (
    <Modal
      opened={open}
      onClose={() => setZona('closed')}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      size="90%"
      centered
      aria-label={t('aoi.zona.title')}
    >
      <Stack gap="sm" data-testid="zona-aoi-dialog">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Title order={4}>{t('aoi.zona.title')}</Title>
            <Tutorial
              label={t('aoi.zona.tutorialOpen')}
              title={t('aoi.zona.title')}
              testId="zona-aoi-tutorial"
            >
              <Text size="sm">{t('aoi.zona.tutorial')}</Text>
            </Tutorial>
            {zones.isFetching && <Loader size={14} />}
          </Group>
          <Group gap={4}>
            <Tooltip label={t('aoi.zona.minimise')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('aoi.zona.minimise')}
                onClick={() => setZona('minimised')}
                data-testid="zona-aoi-minimise"
              >
                <IconMinus size={18} />
              </ActionIcon>
            </Tooltip>
            <CloseButton aria-label={t('aoi.zona.close')} onClick={() => setZona('closed')} />
          </Group>
        </Group>
        <TextInput
          aria-label={t('aoi.zona.search')}
          placeholder={t('aoi.zona.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          data-testid="zona-aoi-search"
        />
        {zones.isError && (
          <Alert color="red" variant="light" role="alert">
            {placeError(zones.error, []).alert}
          </Alert>
        )}
        {zones.data?.zones.map((zone) => (
          <ZonaTable key={zone.id} zone={zone} query={query} onChoose={goTo} />
        ))}
      </Stack>
    </Modal>
  );
}
