import type { Messages } from '../../i18n/messages.ts';

/** The words of `pages`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  pages: {
    inProgress: 'Dalam Pengerjaan',
  },
};

const id: Messages<typeof en> = {
  pages: {
    inProgress: 'Dalam Pengerjaan',
  },
};

export const pagesMessages = { en, id };
