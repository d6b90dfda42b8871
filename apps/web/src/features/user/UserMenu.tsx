import {
  Avatar,
  Box,
  Group,
  Menu,
  NativeSelect,
  Paper,
  Switch,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { LANGUAGES } from '@pantau/contracts';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../api/session.ts';
import { useRail } from '../../screen/rail.store.ts';
import { useLogout } from '../auth/index.ts';
import { useFeatures, viewerOf, visibleActions } from '../feature.ts';
import { isLanguage } from '../../i18n/i18n.ts';
import { useSaveLanguage } from '../../i18n/language.api.ts';
import { initials } from './initials.ts';

/**
 * Top right (SPEC §2.28): avatar, name, and a menu with the theme, the language (kept per
 * user), Profile, User Logs and Keluar (logout). Profile and User Logs come from the one
 * action registry.
 */
export function UserMenu() {
  const { t, i18n } = useTranslation();
  const saveLanguage = useSaveLanguage();
  const logout = useLogout();
  const session = useSession();
  const { open, toggle, close } = useRail();
  const entries = visibleActions(useFeatures(), viewerOf(session.data), 'userMenu');
  const navigate = useNavigate();
  const scheme = useComputedColorScheme('light');
  const { setColorScheme } = useMantineColorScheme();
  const user = session.data?.user;
  if (!user) return null;
  const name = user.fullname.trim() || user.username;

  return (
    <Menu position="bottom-end" shadow="md" width={240} withinPortal>
      <Menu.Target>
        <Paper shadow="md" radius="xl" withBorder>
          <UnstyledButton data-testid="user-menu" aria-label={t('userMenu.label')} px={6} py={4}>
            <Group gap="xs" wrap="nowrap">
              <Avatar color="blue" radius="xl" size={32}>
                {initials(name)}
              </Avatar>
              <Text size="sm" fw={600} maw={180} truncate>
                {name}
              </Text>
              <IconChevronDown size={14} />
            </Group>
          </UnstyledButton>
        </Paper>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.username} · {user.role}
        </Menu.Label>
        <Menu.Item closeMenuOnClick={false} component="div">
          <Switch
            label={t('userMenu.darkTheme')}
            checked={scheme === 'dark'}
            onChange={(e) => setColorScheme(e.currentTarget.checked ? 'dark' : 'light')}
          />
        </Menu.Item>
        <Box px="sm" py={6}>
          <NativeSelect
            size="xs"
            label={t('userMenu.language')}
            data={LANGUAGES.map((value) => ({ value, label: t(`userMenu.languages.${value}`) }))}
            value={i18n.resolvedLanguage ?? i18n.language}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (isLanguage(value)) saveLanguage.mutate(value);
            }}
            error={saveLanguage.isError ? t('userMenu.languageNotSaved') : undefined}
            data-testid="language-select"
          />
        </Box>
        {entries.map((action) => (
          <Menu.Item
            key={action.name}
            leftSection={<action.icon size={16} />}
            data-testid={`menu-${action.name}`}
            onClick={() => {
              if (open !== action.name) toggle(action.name);
            }}
          >
            {t(action.menuLabel ?? action.label)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          data-testid="logout"
          disabled={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, {
              onSettled: (answer) => {
                close();
                if (answer?.redirect) window.location.assign(answer.redirect);
                else void navigate('/login', { replace: true });
              },
            })
          }
        >
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
