import {
  Alert,
  Anchor,
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
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { addClick, DemoDialog } from '../demo/index.ts';
import { useDemo } from '../../ui/demo.store.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useLogin, useSession, useSsoStatus } from './auth.api.ts';
import { validateLogin, type LoginErrors, type LoginInput } from './login.validation.ts';
import { returnPath } from './returnPath.ts';
import classes from './LoginPage.module.css';

/** Messages the login page shows for `?sso=` when single sign-on could not start. */
const SSO_MESSAGES: Partial<Record<string, MessageKey>> = {
  disabled: 'auth.sso.disabled',
  error: 'auth.sso.error',
};

function noticeFrom(state: unknown): { sso?: string; registered?: string } {
  const value = state as { ssoError?: unknown; registered?: unknown } | null;
  return {
    ...(typeof value?.ssoError === 'string' ? { sso: value.ssoError } : {}),
    ...(typeof value?.registered === 'string' ? { registered: value.registered } : {}),
  };
}

export default function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const login = useLogin();
  // SPEC §2's 'login SSO' only where single sign-on is configured: elsewhere it led nowhere.
  const sso = useSsoStatus();
  const navigate = useNavigate();
  const location = useLocation();
  const [input, setInput] = useState<LoginInput>({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [params] = useSearchParams();
  const demo = useDemo((s) => s.demo);
  const [demoDialog, setDemoDialog] = useState({ opened: false, exit: false });
  const clicks = useRef<number[]>([]);
  const notice = noticeFrom(location.state);
  const ssoKey = SSO_MESSAGES[params.get('sso') ?? ''];
  const ssoError = notice.sso ?? (ssoKey && t(ssoKey));

  // SPEC §2: 10 clicks within 10 s on the username icon open the hidden demo dialog.
  const clickIcon = () => {
    const next = addClick(clicks.current, Date.now());
    clicks.current = next.recent;
    if (next.burst) setDemoDialog({ opened: true, exit: demo });
  };

  if (session.data) return <Navigate to={returnPath(location.state)} replace />;

  const update = (field: keyof LoginInput) => (value: string) => {
    setInput((previous) => ({ ...previous, [field]: value }));
    setFieldErrors(({ [field]: _cleared, ...others }) => others);
    setFormError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = Object.entries(validateLogin(input));
    setFieldErrors(Object.fromEntries(invalid.map(([field, key]) => [field, t(key)])));
    setFormError(null);
    if (invalid.length > 0) return;
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
            setFieldErrors({ [error.field]: error.message });
          } else {
            setFormError(error instanceof ApiError ? error.message : t('common.serverUnreachable'));
          }
        },
      },
    );
  };

  const errorFor = (field: keyof LoginInput) => fieldErrors[field];

  return (
    <Box className={classes.page}>
      <Center mih="100vh" p="md">
        <Paper className={classes.card} shadow="xl" radius="lg" p="xl" withBorder>
          <form onSubmit={submit} noValidate aria-label={t('auth.formLabel')}>
            <Stack gap="md">
              <Stack gap={6} align="center" ta="center">
                {!demo && (
                  <>
                    <ThemeIcon size={56} radius="xl" variant="gradient" data-testid="login-logo">
                      <IconShip size={32} stroke={1.6} />
                    </ThemeIcon>
                    <Text fw={800} size="xl" lts={2} c="blue.7">
                      {t('auth.brand')}
                    </Text>
                  </>
                )}
                <Title order={1} size="h3">
                  {demo ? t('auth.demoTitle') : t('auth.title')}
                </Title>
                <Text c="dimmed" fs="italic">
                  {t('auth.tagline')}
                </Text>
              </Stack>

              {notice.registered && (
                <Alert color="green" variant="light" role="status">
                  {notice.registered}
                </Alert>
              )}
              {ssoError && (
                <Alert color="orange" icon={<IconAlertCircle />} role="alert" variant="light">
                  {ssoError}
                </Alert>
              )}
              {formError && (
                <Alert color="red" icon={<IconAlertCircle />} role="alert" variant="light">
                  {formError}
                </Alert>
              )}

              <TextInput
                label={t('common.username')}
                name="username"
                autoComplete="username"
                autoFocus
                leftSection={
                  <IconUser size={18} onClick={clickIcon} data-testid="login-username-icon" />
                }
                leftSectionPointerEvents="auto"
                value={input.username}
                onChange={(e) => update('username')(e.currentTarget.value)}
                error={errorFor('username')}
                disabled={login.isPending}
                data-testid="login-username"
              />
              <PasswordInput
                label={t('common.password')}
                name="password"
                autoComplete="current-password"
                leftSection={<IconLock size={18} />}
                value={input.password}
                onChange={(e) => update('password')(e.currentTarget.value)}
                error={errorFor('password')}
                disabled={login.isPending}
                visibilityToggleButtonProps={{ 'aria-label': t('auth.showHidePassword') }}
                data-testid="login-password"
              />

              <Group grow gap="sm" mt="xs">
                <Button
                  type="submit"
                  loading={login.isPending}
                  loaderProps={{ type: 'dots' }}
                  data-testid="login-submit"
                >
                  {t('auth.login')}
                </Button>
                {sso.data?.enabled === true && (
                  <Button
                    variant="default"
                    onClick={() => void navigate('/auth-login')}
                    disabled={login.isPending}
                  >
                    {t('auth.loginSso')}
                  </Button>
                )}
              </Group>
              {login.isPending && (
                <Text size="sm" c="dimmed" ta="center" role="status">
                  {t('auth.loggingIn')}
                </Text>
              )}
              <Text size="sm" ta="center" c="dimmed">
                {t('auth.noAccount')}{' '}
                <Anchor component={Link} to="/register">
                  {t('auth.register')}
                </Anchor>
              </Text>
            </Stack>
          </form>
          <DemoDialog
            opened={demoDialog.opened}
            exit={demoDialog.exit}
            onClose={() => setDemoDialog((d) => ({ ...d, opened: false }))}
          />
        </Paper>
      </Center>
    </Box>
  );
}
