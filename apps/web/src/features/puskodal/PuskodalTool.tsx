import { ToolButton } from '../../ui/ToolButton.tsx';
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
      <ToolButton
        label={t('puskodal.open')}
        on={open}
        onClick={() => setOpen(!open)}
        testId="puskodal-open"
      >
        <IconShieldSearch size={20} />
      </ToolButton>
      <PuskodalDialog />
    </>
  );
}
