import { Autocomplete, Group, Switch, Text } from '@mantine/core';
import { BOOKMARK_GROUP_MAX } from '@pantau/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_GROUP, useBookmarks, useSetBookmark } from './bookmarks.api.ts';

/**
 * The vessel panel's bookmark group section (SPEC §2.15): bookmark the vessel, and choose
 * the group it is kept under (an existing one or a new name).
 */
export function BookmarkSection({ id }: { id: string }) {
  const { t } = useTranslation();
  const mmsi = Number(id);
  const bookmarks = useBookmarks();
  const setBookmark = useSetBookmark();
  const mine = bookmarks.data?.bookmarks.find((b) => b.mmsi === mmsi) ?? null;
  const groups = useMemo(
    () => [...new Set([DEFAULT_GROUP, ...(bookmarks.data?.bookmarks.map((b) => b.group) ?? [])])],
    [bookmarks.data],
  );
  // What the user is typing; until then the vessel's group (keyed by vessel by the panel).
  const [draft, setGroup] = useState<string | null>(null);
  const group = draft ?? mine?.group ?? DEFAULT_GROUP;

  const save = (next: string) => {
    const name = next.trim();
    if (mine && name !== '' && name !== mine.group) setBookmark.mutate({ mmsi, group: name });
  };

  return (
    <div data-testid="bookmark-section">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Switch
          label={t('bookmarks.bookmark')}
          data-testid="bookmark-toggle"
          // While saving, the state asked for (then the server's answer).
          checked={setBookmark.isPending ? setBookmark.variables.group !== null : mine !== null}
          disabled={bookmarks.isPending}
          onChange={(e) =>
            setBookmark.mutate({
              mmsi,
              group: e.currentTarget.checked ? group.trim() || DEFAULT_GROUP : null,
            })
          }
        />
        <Autocomplete
          size="xs"
          aria-label={t('bookmarks.group')}
          data-testid="bookmark-group"
          placeholder={t('bookmarks.groupPlaceholder')}
          data={groups}
          value={group}
          maxLength={BOOKMARK_GROUP_MAX}
          onChange={setGroup}
          onOptionSubmit={save}
          onBlur={() => save(group)}
          w={170}
        />
      </Group>
      {setBookmark.error && (
        <Text size="xs" c="red">
          {setBookmark.error.message}
        </Text>
      )}
    </div>
  );
}
