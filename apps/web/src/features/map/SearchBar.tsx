import { Paper, TextInput, Tooltip } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** SPEC §2 'Top search bar'. Searching arrives with the live vessels. */
export function SearchBar() {
  return (
    <Tooltip label="Vessel and asset search arrives with the Live Vessels issue" withArrow>
      <Paper shadow="md" radius="xl" withBorder>
        <TextInput
          aria-label="Search Ship by MMSI, CallSign or Name"
          placeholder="Search Ship by MMSI, CallSign or Name"
          leftSection={<IconSearch size={16} />}
          radius="xl"
          variant="unstyled"
          styles={{ input: { cursor: 'not-allowed' } }}
          disabled
        />
      </Paper>
    </Tooltip>
  );
}
