import type { ChatEvent, ChatMember } from '@pantau/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** What a system line says, in the user's language, with people by their names. */
export function useSystemText(): (event: ChatEvent, members: readonly ChatMember[]) => string {
  const { t } = useTranslation();
  return useCallback(
    (event, members) => {
      const name = (u: string) => members.find((m) => m.username === u)?.fullname ?? u;
      const who = event.who.map(name).join(', ');
      return t(`chat.system.${event.kind}`, { by: name(event.by), who });
    },
    [t],
  );
}
