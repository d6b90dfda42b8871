import type { Messages } from '../../i18n/messages.ts';

/** The words of `demo`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  demo: {
    enter: 'Enter the Demo Mode?',
    exit: 'Exit the Demo Mode?',
    exitText: 'The title and logos return to normal.',
    exitButton: 'Exit',
  },
};

const id: Messages<typeof en> = {
  demo: {
    enter: 'Masuk ke Mode Demo?',
    exit: 'Keluar dari Mode Demo?',
    exitText: 'Judul dan logo kembali seperti biasa.',
    exitButton: 'Keluar',
  },
};

export const demoMessages = { en, id };
