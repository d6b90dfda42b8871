import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';

/** Update Live Data (SPEC §2.23): the working set replaces the port's published features. */
export function UpdateLiveDialog({
  opened,
  portName,
  count,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  portName: string;
  count: number;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={opened}
      title={t('featureManager.updateLive.title')}
      error={error}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {t('featureManager.updateLive.question', { count, port: portName })}
    </ConfirmDialog>
  );
}
