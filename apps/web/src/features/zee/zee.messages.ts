import type { Messages } from '../../i18n/messages.ts';

/** The words of `zee`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  zee: { layer: 'ZEE boundary' },
};

const id: Messages<typeof en> = {
  zee: { layer: 'Batas ZEE' },
};

export const zeeMessages = { en, id };
