import type { AssetSearchResult, AssetType } from '@pantau/contracts';
import {
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconAnchor,
  IconBuildingLighthouse,
  IconBroadcast,
  IconRoute,
  IconSearch,
  IconTower,
  type Icon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useMapInstance } from '../../map/MapContext.ts';
import { FLY_DURATION_MS } from '../../map/places.ts';
import { useAidSelection } from '../aids/aids.api.ts';
import { liveClient } from '../vessels/live.client.ts';
import { useLive } from '../vessels/live.store.ts';
import { useNotice } from '../vessels/notice.store.ts';
import { useVesselSearch, type VesselSearchResult } from '../vessels/vessels.api.ts';
import { useAssetSearch } from './assets.api.ts';
import classes from './SearchBar.module.css';

const SEARCH_DEBOUNCE_MS = 300;
/** SPEC §9 focus zoom. */
const FOCUS_ZOOM = 14;
/** SPEC §9 feature map zoom: where a port or station search lands. */
const ASSET_ZOOM = 11;
/** After flying there, how long the vessel may take to arrive in the picture. */
const RENDER_GRACE_MS = 2500;

type Mode = 'vessel' | 'others';

const LABELS: Record<Mode, string> = {
  vessel: 'Search Ship by MMSI, CallSign or Name',
  others: 'Search Asset By Name, ID',
};

/** SPEC §2: icons and colours per asset type. */
const ASSET_LOOK: Record<AssetType, { icon: Icon; color: string }> = {
  Port: { icon: IconAnchor, color: 'blue' },
  VTS: { icon: IconTower, color: 'grape' },
  SROP: { icon: IconBroadcast, color: 'teal' },
  SBNP: { icon: IconBuildingLighthouse, color: 'yellow' },
  Alur: { icon: IconRoute, color: 'orange' },
};

/**
 * SPEC §2 'Top search bar': Vessel mode (MMSI, call sign or name, answered by the server as
 * you type) and Others mode (Port, VTS, SROP, SBNP, Alur); choosing a result zooms to it.
 */
export function SearchBar() {
  const map = useMapInstance();
  const [mode, setMode] = useState<Mode>('vessel');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [query] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const vessels = useVesselSearch(mode === 'vessel' ? query : '');
  const assets = useAssetSearch(mode === 'others' ? query : '');
  const search = mode === 'vessel' ? vessels : assets;
  const select = useLive((s) => s.select);
  const selectAid = useAidSelection((s) => s.select);
  const notify = useNotice((s) => s.show);
  const long = query.trim().length >= 2;
  const vesselResults = long && mode === 'vessel' ? (vessels.data?.results ?? []) : [];
  const assetResults = long && mode === 'others' ? (assets.data?.results ?? []) : [];

  const checkRendered = (mmsi: number) =>
    void liveClient()
      ?.lookup(mmsi)
      .then((v) => {
        if (!v) notify(`${mmsi} is not yet rendered`);
      });

  const chooseVessel = (r: VesselSearchResult) => {
    setOpen(false);
    setText(String(r.mmsi));
    select(r.mmsi);
    if (map && r.lat != null && r.lon != null) {
      map.flyTo({ center: [r.lon, r.lat], zoom: FOCUS_ZOOM, duration: FLY_DURATION_MS });
      map.once('moveend', () => setTimeout(() => checkRendered(r.mmsi), RENDER_GRACE_MS));
    } else {
      checkRendered(r.mmsi);
    }
  };

  const chooseAsset = (r: AssetSearchResult) => {
    setOpen(false);
    setText(r.name);
    // An aid heard over AIS opens its card (a port's published sbnp feature has none).
    if (r.mmsi !== undefined) selectAid(r.mmsi);
    if (r.lon === null || r.lat === null) notify('position not found');
    else map?.flyTo({ center: [r.lon, r.lat], zoom: ASSET_ZOOM, duration: FLY_DURATION_MS });
  };

  const chooseFirst = () => {
    const v = vesselResults[0];
    const a = assetResults[0];
    if (v) chooseVessel(v);
    else if (a) chooseAsset(a);
  };

  const none = vesselResults.length === 0 && assetResults.length === 0 && !search.isFetching;

  return (
    <div className={classes.root}>
      <Paper shadow="md" radius="xl" withBorder>
        <Group gap={4} wrap="nowrap" pl={4}>
          <SegmentedControl
            size="xs"
            radius="xl"
            data-testid="search-mode"
            value={mode}
            onChange={(v) => {
              setMode(v);
              setOpen(true);
            }}
            data={[
              { value: 'vessel', label: 'Vessel' },
              { value: 'others', label: 'Others' },
            ]}
          />
          <TextInput
            aria-label={LABELS[mode]}
            placeholder={LABELS[mode]}
            leftSection={<IconSearch size={16} />}
            rightSection={search.isFetching ? <Loader size={14} /> : null}
            radius="xl"
            variant="unstyled"
            style={{ flex: 1 }}
            value={text}
            data-testid="search-input"
            onChange={(e) => {
              setText(e.currentTarget.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setOpen(false);
              if (e.key === 'Enter') chooseFirst();
            }}
          />
        </Group>
      </Paper>
      {open && long && (
        <Paper shadow="md" radius="md" withBorder mt={4} className={classes.results}>
          <Stack
            gap={0}
            role="listbox"
            aria-label={mode === 'vessel' ? 'Vessels found' : 'Assets found'}
          >
            {none && (
              <Text size="sm" c="dimmed" p="xs">
                {mode === 'vessel' ? 'No vessel found' : 'No asset found'}
              </Text>
            )}
            {vesselResults.map((r) => (
              <UnstyledButton
                key={r.mmsi}
                className={classes.result}
                role="option"
                aria-selected={false}
                data-testid="search-result"
                data-mmsi={r.mmsi}
                onClick={() => chooseVessel(r)}
              >
                <Text size="sm" fw={600}>
                  {r.name ?? 'Unknown Name'}
                </Text>
                <Text size="xs" c="dimmed">
                  MMSI {r.mmsi}
                  {r.callSign ? ` · ${r.callSign}` : ''}
                  {r.imo ? ` · IMO ${r.imo}` : ''}
                </Text>
              </UnstyledButton>
            ))}
            {assetResults.map((r) => {
              const look = ASSET_LOOK[r.type];
              return (
                <UnstyledButton
                  key={`${r.type}:${r.id}`}
                  className={classes.result}
                  role="option"
                  aria-selected={false}
                  data-testid="search-result"
                  data-type={r.type}
                  onClick={() => chooseAsset(r)}
                >
                  <Group gap="xs" wrap="nowrap">
                    <ThemeIcon size="sm" variant="light" color={look.color}>
                      <look.icon size={14} />
                    </ThemeIcon>
                    <div>
                      <Text size="sm" fw={600}>
                        {r.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {r.type} · {r.id}
                        {r.detail ? ` · ${r.detail}` : ''}
                      </Text>
                    </div>
                  </Group>
                </UnstyledButton>
              );
            })}
          </Stack>
        </Paper>
      )}
    </div>
  );
}
