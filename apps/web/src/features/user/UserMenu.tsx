import {
  Avatar,
  Group,
  Menu,
  Paper,
  Switch,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import type { PublicUser } from '@pantau/contracts';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useLogout, useSession } from '../auth/auth.api.ts';
import { viewerOf, visibleActions } from '../rail/rail.actions.ts';
import { useRail } from '../rail/rail.store.ts';
import { initials } from './initials.ts';

/**
 * Top right (SPEC §2.28): avatar, name, and a menu with the theme, Profile, User Logs and
 * Keluar (logout). Profile and User Logs come from the one action registry.
 */
export function UserMenu({ user }: { user: PublicUser }) {
  const logout = useLogout();
  const session = useSession();
  const { open, toggle, close } = useRail();
  const entries = visibleActions(viewerOf(session.data), 'userMenu');
  const navigate = useNavigate();
  const scheme = useComputedColorScheme('light');
  const { setColorScheme } = useMantineColorScheme();
  const name = user.fullname.trim() || user.username;

  return (
    <Menu position="bottom-end" shadow="md" width={240} withinPortal>
      <Menu.Target>
        <Paper shadow="md" radius="xl" withBorder>
          <UnstyledButton data-testid="user-menu" aria-label="User menu" px={6} py={4}>
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
            label="Dark theme"
            checked={scheme === 'dark'}
            onChange={(e) => setColorScheme(e.currentTarget.checked ? 'dark' : 'light')}
          />
        </Menu.Item>
        {entries.map((action) => (
          <Menu.Item
            key={action.name}
            leftSection={<action.icon size={16} />}
            data-testid={`menu-${action.name}`}
            onClick={() => {
              if (open !== action.name) action.perform({ togglePanel: toggle });
            }}
          >
            {action.menuLabel ?? action.label}
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
          Keluar
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
