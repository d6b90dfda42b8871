import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';

/** The top of an administration list: a search box and an add button. */
export function SearchAddBar(props: {
  searchLabel: string;
  placeholder: string;
  value: string;
  onSearch: (value: string) => void;
  addLabel: string;
  onAdd: () => void;
  addTestId: string;
}) {
  return (
    <Group gap="sm">
      <TextInput
        aria-label={props.searchLabel}
        placeholder={props.placeholder}
        leftSection={<IconSearch size={16} />}
        value={props.value}
        onChange={(e) => props.onSearch(e.currentTarget.value)}
        style={{ flex: 1 }}
      />
      <Button
        leftSection={<IconPlus size={16} />}
        onClick={props.onAdd}
        data-testid={props.addTestId}
      >
        {props.addLabel}
      </Button>
    </Group>
  );
}
