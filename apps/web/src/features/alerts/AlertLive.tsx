import { AlertDialog } from './AlertDialog.tsx';
import { AlertToasts } from './AlertToasts.tsx';
import { useAlertFeed } from './useAlertFeed.ts';

/** Always there on the map screen: the alert pushes, the dialog and the bookmark toasts. */
export function AlertLive() {
  useAlertFeed();
  return (
    <>
      <AlertDialog />
      <AlertToasts />
    </>
  );
}
