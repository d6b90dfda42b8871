import { Paper, Stack } from '@mantine/core';
import { toolbarTools, useFeatures } from '../features/feature.ts';

/** The toolbar (SPEC §2), on the right: the features' tools, in their order. */
export function Toolbar() {
  const tools = toolbarTools(useFeatures());
  return (
    <Paper shadow="md" radius="md" p={4} withBorder>
      <Stack gap={4}>
        {tools.map((t) => (
          <t.Tool key={t.name} />
        ))}
      </Stack>
    </Paper>
  );
}
