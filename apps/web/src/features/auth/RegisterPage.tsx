import {
  Alert,
  Anchor,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { RegisterBody } from '@pantau/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { MessageKey } from '../../i18n/i18n.ts';
import { check, placeError, type FieldErrors } from '../../ui/formErrors.ts';
import { useRegister } from './auth.api.ts';
import { staysAfterRegistering } from './register.ts';

type Field = 'firstName' | 'lastName' | 'username' | 'password';
const FIELDS: readonly { name: Field; label: MessageKey; autoComplete: string }[] = [
  { name: 'firstName', label: 'common.firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'common.lastName', autoComplete: 'family-name' },
  { name: 'username', label: 'common.username', autoComplete: 'username' },
  { name: 'password', label: 'common.password', autoComplete: 'new-password' },
];
const EMPTY: Record<Field, string> = { firstName: '', lastName: '', username: '', password: '' };

/** /register 'Daftar Login' (SPEC §2, §5): an inactive account a superAdmin activates. */
export function RegisterPage() {
  const { t } = useTranslation();
  const register = useRegister();
  const navigate = useNavigate();
  const [input, setInput] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  // Instant feedback with the server's own rules and messages, once a field was touched.
  const checked = check(RegisterBody, input);
  const clientErrors = checked.ok ? {} : checked.errors;
  const errorFor = (field: Field) =>
    serverErrors[field] ?? (touched[field] ? clientErrors[field] : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ firstName: true, lastName: true, username: true, password: true });
    setAlert(null);
    if (!checked.ok) return;
    register.mutate(checked.data, {
      onSuccess: ({ message }) => {
        const text = t('auth.registered', { message });
        if (staysAfterRegistering(checked.data)) {
          setDone(text);
          setInput(EMPTY);
          setTouched({});
        } else {
          void navigate('/login', { state: { registered: text } });
        }
      },
      onError: (error) => {
        const placed = placeError(
          error,
          FIELDS.map((f) => f.name),
        );
        setServerErrors(placed.fields);
        setAlert(placed.alert);
      },
    });
  };

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={440} w="100%">
        <form onSubmit={submit} noValidate aria-label={t('auth.register')}>
          <Stack gap="sm">
            <Title order={2}>{t('auth.register')}</Title>
            <Text size="sm" c="dimmed">
              {t('auth.registerIntro')}
            </Text>
            {alert && (
              <Alert color="red" icon={<IconAlertCircle />} role="alert" variant="light">
                {alert}
              </Alert>
            )}
            {done && (
              <Alert color="green" variant="light" role="status">
                {done}
              </Alert>
            )}
            {FIELDS.map(({ name, label, autoComplete }) => {
              const Input = name === 'password' ? PasswordInput : TextInput;
              return (
                <Input
                  key={name}
                  label={t(label)}
                  name={name}
                  required
                  autoComplete={autoComplete}
                  value={input[name]}
                  error={errorFor(name)}
                  disabled={register.isPending}
                  data-testid={`register-${name}`}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setInput((previous) => ({ ...previous, [name]: value }));
                    setTouched((previous) => ({ ...previous, [name]: true }));
                    setServerErrors((previous) => ({ ...previous, [name]: undefined }));
                  }}
                />
              );
            })}
            <Button type="submit" loading={register.isPending} data-testid="register-submit">
              {t('auth.registerSubmit')}
            </Button>
            <Anchor component={Link} to="/login" size="sm">
              {t('common.backToLogin')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
