import { Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useMapInstance } from '../../map/MapContext.ts';
import { liveClient } from '../vessels/live.client.ts';
import { useLive } from '../vessels/live.store.ts';
import { useNotice } from '../vessels/notice.store.ts';
import { useVesselSearch, type VesselSearchResult } from '../vessels/vessels.api.ts';
import classes from './SearchBar.module.css';

const SEARCH_DEBOUNCE_MS = 300;
/** SPEC §9 focus zoom. */
const FOCUS_ZOOM = 14;
/** After flying there, how long the vessel may take to arrive in the picture. */
const RENDER_GRACE_MS = 2500;

/** SPEC §2 'Top search bar', vessel mode: by MMSI, call sign or name, answered by the server. */
export function SearchBar() {
  const map = useMapInstance();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [query] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useVesselSearch(query);
  const select = useLive((s) => s.select);
  const notify = useNotice((s) => s.show);
  const results = query.trim().length >= 2 ? (search.data?.results ?? []) : [];

  const checkRendered = (mmsi: number) =>
    void liveClient()
      ?.lookup(mmsi)
      .then((v) => {
        if (!v) notify(`${mmsi} is not yet rendered`);
      });

  const choose = (r: VesselSearchResult) => {
    setOpen(false);
    setText(String(r.mmsi));
    select(r.mmsi);
    if (map && r.lat != null && r.lon != null) {
      map.flyTo({ center: [r.lon, r.lat], zoom: FOCUS_ZOOM });
      map.once('moveend', () => setTimeout(() => checkRendered(r.mmsi), RENDER_GRACE_MS));
    } else {
      checkRendered(r.mmsi);
    }
  };

  return (
    <div className={classes.root}>
      <Paper shadow="md" radius="xl" withBorder>
        <TextInput
          aria-label="Search Ship by MMSI, CallSign or Name"
          placeholder="Search Ship by MMSI, CallSign or Name"
          leftSection={<IconSearch size={16} />}
          rightSection={search.isFetching ? <Loader size={14} /> : null}
          radius="xl"
          variant="unstyled"
          value={text}
          data-testid="search-input"
          onChange={(e) => {
            setText(e.currentTarget.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
            const first = results[0];
            if (e.key === 'Enter' && first) choose(first);
          }}
        />
      </Paper>
      {open && query.trim().length >= 2 && (
        <Paper shadow="md" radius="md" withBorder mt={4} className={classes.results}>
          <Stack gap={0} role="listbox" aria-label="Vessels found">
            {results.length === 0 && !search.isFetching && (
              <Text size="sm" c="dimmed" p="xs">
                No vessel found
              </Text>
            )}
            {results.map((r) => (
              <UnstyledButton
                key={r.mmsi}
                className={classes.result}
                role="option"
                aria-selected={false}
                data-testid="search-result"
                data-mmsi={r.mmsi}
                onClick={() => choose(r)}
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
          </Stack>
        </Paper>
      )}
    </div>
  );
}
