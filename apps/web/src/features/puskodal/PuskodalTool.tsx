import { ActionIcon, Tooltip } from '@mantine/core';
import { IconShieldSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can, useSession } from '../../api/session.ts';
import { PuskodalDialog } from './PuskodalDialog.tsx';
import { usePuskodal } from './puskodal.store.ts';

/** Toolbar: opens the Puskodal dialog, for the staff SPEC §6 lets see it (`puskodal.view`). */
export function PuskodalTool() {
  const { t } = useTranslation();
  const session = useSession().data;
  const open = usePuskodal((s) => s.open);
  const setOpen = usePuskodal((s) => s.setOpen);
  if (!can(session, 'puskodal.view')) return null;
  return (
    <>
      <Tooltip label={t('puskodal.open')} position="left">
        <ActionIcon
          variant={open ? 'filled' : 'subtle'}
          size="lg"
          aria-label={t('puskodal.open')}
          aria-pressed={open}
          onClick={() => setOpen(!open)}
          data-testid="puskodal-open"
        >
          <IconShieldSearch size={20} />
        </ActionIcon>
      </Tooltip>
      <PuskodalDialog />
    </>
  );
}
