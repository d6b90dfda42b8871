import type { Messages } from '../../i18n/messages.ts';

/** The words of `alur`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  alur: {
    toggle: 'Alur & SBNP (published by ports)',
  },
};

const id: Messages<typeof en> = {
  alur: {
    toggle: 'Alur & SBNP (diterbitkan pelabuhan)',
  },
};

export const alurMessages = { en, id };
