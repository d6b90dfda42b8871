import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';

/** Any unknown path (SPEC §2): '404 Not Found' with a Return button to /. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md">
        <Title order={1}>404 Not Found</Title>
        <Text c="dimmed">There is no page at this address.</Text>
        <Button onClick={() => void navigate('/')}>Return</Button>
      </Stack>
    </Center>
  );
}
