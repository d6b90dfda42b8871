import { MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatPeople } from './chat.api.ts';

/**
 * People to put in a group, searched by name on the server as the user types; those already
 * chosen stay listed, and those in `exclude` (already members) are not offered.
 */
export function PeoplePicker(props: {
  label: string;
  value: string[];
  onChange: (usernames: string[]) => void;
  exclude?: readonly string[];
  error?: string | undefined;
  testId: string;
  style?: React.CSSProperties;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const found = useChatPeople(search, true);
  const options = (found.data ?? [])
    .filter((p) => !props.exclude?.includes(p.username))
    .map((p) => ({ value: p.username, label: `${p.fullname} (${p.username})` }));
  for (const u of props.value) {
    if (!options.some((o) => o.value === u)) options.push({ value: u, label: u });
  }
  return (
    <MultiSelect
      style={props.style}
      label={props.label}
      placeholder={t('chat.form.searchPeople')}
      data={options}
      value={props.value}
      onChange={props.onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already: every answer it gave is offered.
      filter={({ options: o }) => o}
      error={props.error}
      comboboxProps={{ withinPortal: false }}
      data-testid={props.testId}
    />
  );
}
