import { Button, Center, Stack, Text } from '@mantine/core';

export function SessionError({ onRetry }: { onRetry: () => void }) {
  return (
    <Center h="100vh">
      <Stack align="center" gap="sm">
        <Text>The server can not be reached right now.</Text>
        <Button variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Center>
  );
}
