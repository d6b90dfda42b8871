import type { Messages } from '../i18n/messages.ts';

/** The words of `screen`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  screen: {
    loadingSession: 'Loading your session',
    loadingMap: 'Loading the map',
    railLabel: 'Main',
    railWiden: 'Show the menu with its names',
    railNarrow: 'Show the menu as icons',
    railHide: 'Hide the menu',
    railShow: 'Show the menu',
    logo: 'Pantau',
    closePanel: 'Close panel',
    closeNotice: 'Close notice',
    mapRegion: 'Map',
  },
};

const id: Messages<typeof en> = {
  screen: {
    loadingSession: 'Memuat sesi Anda',
    loadingMap: 'Memuat peta',
    railLabel: 'Utama',
    railWiden: 'Tampilkan menu dengan namanya',
    railNarrow: 'Tampilkan menu sebagai ikon',
    railHide: 'Sembunyikan menu',
    railShow: 'Tampilkan menu',
    logo: 'Pantau',
    closePanel: 'Tutup panel',
    closeNotice: 'Tutup pemberitahuan',
    mapRegion: 'Peta',
  },
};

export const screenMessages = { en, id };
