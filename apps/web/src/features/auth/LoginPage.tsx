import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconLock, IconShip, IconUser } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { useLogin, useSession } from './auth.api.ts';
import { validateLogin, type FieldError, type LoginInput } from './login.validation.ts';
import { returnPath } from './returnPath.ts';
import classes from './LoginPage.module.css';

/** SPEC §1: the login title and tagline. */
export const LOGIN_TITLE = 'Indonesian integrated monitoring system on navigation';
export const LOGIN_TAGLINE = 'Informatif, terintegrasi dan kolaboratif';

export default function LoginPage() {
  const session = useSession();
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const [input, setInput] = useState<LoginInput>({ username: '', password: '' });
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  if (session.data) return <Navigate to={returnPath(location.state)} replace />;

  const update = (field: keyof LoginInput) => (value: string) => {
    setInput((previous) => ({ ...previous, [field]: value }));
    if (fieldError?.field === field) setFieldError(null);
    setFormError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateLogin(input);
    setFieldError(invalid);
    setFormError(null);
    if (invalid) return;
    login.mutate(
      { username: input.username.trim(), password: input.password },
      {
        onSuccess: () => void navigate(returnPath(location.state), { replace: true }),
        onError: (error) => {
          // SPEC §8: a failed login shows the server's message.
          if (
            error instanceof ApiError &&
            (error.field === 'username' || error.field === 'password')
          ) {
            setFieldError({ field: error.field, message: error.message });
          } else {
            setFormError(
              error instanceof ApiError
                ? error.message
                : 'The server can not be reached, please try again',
            );
          }
        },
      },
    );
  };

  const errorFor = (field: keyof LoginInput) =>
    fieldError?.field === field ? fieldError.message : undefined;

  return (
    <Box className={classes.page}>
      <Center mih="100vh" p="md">
        <Paper className={classes.card} shadow="xl" radius="lg" p="xl" withBorder>
          <form onSubmit={submit} noValidate aria-label="Login">
            <Stack gap="md">
              <Stack gap={6} align="center" ta="center">
                <ThemeIcon size={56} radius="xl" variant="gradient">
                  <IconShip size={32} stroke={1.6} />
                </ThemeIcon>
                <Text fw={800} size="xl" lts={2} c="blue.7">
                  PANTAU
                </Text>
                <Title order={1} size="h3">
                  {LOGIN_TITLE}
                </Title>
                <Text c="dimmed" fs="italic">
                  {LOGIN_TAGLINE}
                </Text>
              </Stack>

              {formError && (
                <Alert color="red" icon={<IconAlertCircle />} role="alert" variant="light">
                  {formError}
                </Alert>
              )}

              <TextInput
                label="Username"
                name="username"
                autoComplete="username"
                autoFocus
                leftSection={<IconUser size={18} />}
                value={input.username}
                onChange={(e) => update('username')(e.currentTarget.value)}
                error={errorFor('username')}
                disabled={login.isPending}
                data-testid="login-username"
              />
              <PasswordInput
                label="Password"
                name="password"
                autoComplete="current-password"
                leftSection={<IconLock size={18} />}
                value={input.password}
                onChange={(e) => update('password')(e.currentTarget.value)}
                error={errorFor('password')}
                disabled={login.isPending}
                visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
                data-testid="login-password"
              />

              <Group grow gap="sm" mt="xs">
                <Button
                  type="submit"
                  loading={login.isPending}
                  loaderProps={{ type: 'dots' }}
                  data-testid="login-submit"
                >
                  login
                </Button>
                <Button
                  variant="default"
                  onClick={() => void navigate('/auth-login')}
                  disabled={login.isPending}
                >
                  login SSO
                </Button>
              </Group>
              {login.isPending && (
                <Text size="sm" c="dimmed" ta="center" role="status">
                  Logging you in
                </Text>
              )}
            </Stack>
          </form>
        </Paper>
      </Center>
    </Box>
  );
}
