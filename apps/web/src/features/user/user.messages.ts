import type { Messages } from '../../i18n/messages.ts';

/** The words of `userMenu`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  userMenu: {
    label: 'User menu',
    darkTheme: 'Dark theme',
    language: 'Language',
    logout: 'Keluar',
    languages: {
      id: 'Bahasa Indonesia',
      en: 'English',
    },
    languageNotSaved: 'Your language could not be saved',
  },
};

const id: Messages<typeof en> = {
  userMenu: {
    label: 'Menu pengguna',
    darkTheme: 'Tema gelap',
    language: 'Bahasa',
    logout: 'Keluar',
    languages: {
      id: 'Bahasa Indonesia',
      en: 'English',
    },
    languageNotSaved: 'Bahasa Anda tidak dapat disimpan',
  },
};

export const userMessages = { en, id };
