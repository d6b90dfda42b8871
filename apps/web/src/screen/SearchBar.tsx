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
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchProviders, useFeatures, type SearchProvider } from '../features/feature.ts';
import classes from './SearchBar.module.css';
import { useSearch } from './search.store.ts';

const SEARCH_DEBOUNCE_MS = 300;
/** Queries shorter than this are not sent. */
const MIN_QUERY = 2;

/** Every provider's hook runs each render (hooks in a fixed order); only the chosen one gets the query. */
function useAllResults(providers: readonly SearchProvider[], chosen: string, query: string) {
  return providers.map((p) => p.useResults(p.id === chosen ? query : ''));
}

/**
 * SPEC §2 'Top search bar': one mode per search provider of the features (Vessel: MMSI, call
 * sign or name; Others: Port, VTS, SROP, SBNP, Alur), answered by the server as you type;
 * choosing a result does what its provider says (fly there, select it).
 */
export function SearchBar() {
  const { t } = useTranslation();
  const providers = searchProviders(useFeatures());
  const mode = useSearch((s) => s.mode) ?? providers[0]?.id ?? '';
  const text = useSearch((s) => s.text);
  const { setMode, setText } = useSearch.getState();
  const [open, setOpen] = useState(false);
  const [query] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const long = query.trim().length >= MIN_QUERY;
  const answers = useAllResults(providers, mode, long ? query.trim() : '');
  const at = Math.max(
    0,
    providers.findIndex((p) => p.id === mode),
  );
  const provider = providers[at];
  const answer = answers[at];
  if (!provider || !answer) return null;
  const items = long ? answer.items : [];

  const choose = (item: (typeof items)[number]) => {
    setOpen(false);
    setText(item.chosenText ?? item.title);
    item.choose();
  };

  return (
    <div className={classes.root}>
      <Paper shadow="md" radius="xl" withBorder>
        <Group gap={4} wrap="nowrap" pl={4}>
          <SegmentedControl
            size="xs"
            radius="xl"
            data-testid="search-mode"
            value={provider.id}
            onChange={(v) => {
              setMode(v);
              setOpen(true);
            }}
            data={providers.map((p) => ({ value: p.id, label: t(p.label) }))}
          />
          <TextInput
            aria-label={t(provider.placeholder)}
            placeholder={t(provider.placeholder)}
            leftSection={<IconSearch size={16} />}
            rightSection={answer.isFetching ? <Loader size={14} /> : null}
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
              const first = items[0];
              if (e.key === 'Enter' && first) choose(first);
            }}
          />
        </Group>
      </Paper>
      {open && long && (
        <Paper shadow="md" radius="md" withBorder mt={4} className={classes.results}>
          <Stack gap={0} role="listbox" aria-label={t(provider.listLabel)}>
            {items.length === 0 && !answer.isFetching && (
              <Text size="sm" c="dimmed" p="xs">
                {t(provider.none)}
              </Text>
            )}
            {items.map((item) => (
              <UnstyledButton
                key={item.key}
                className={classes.result}
                role="option"
                aria-selected={false}
                data-testid="search-result"
                {...item.data}
                onClick={() => choose(item)}
              >
                <Group gap="xs" wrap="nowrap">
                  {item.icon && (
                    <ThemeIcon size="sm" variant="light" color={item.icon.color}>
                      <item.icon.icon size={14} />
                    </ThemeIcon>
                  )}
                  <div>
                    <Text size="sm" fw={600}>
                      {item.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {item.subtitle}
                    </Text>
                  </div>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        </Paper>
      )}
    </div>
  );
}
