import type { Messages } from '../../i18n/messages.ts';

/** The words of `charts`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  charts: {
    hidros: 'S-63 Hidros chart',
    sipandu: 'Sipandu',
    notConfigured: 'Not configured: the server has no address for this chart service',
  },
};

const id: Messages<typeof en> = {
  charts: {
    hidros: 'S-63 Hidros chart',
    sipandu: 'Sipandu',
    notConfigured: 'Belum dikonfigurasi: server belum memiliki alamat layanan peta ini',
  },
};

export const chartsMessages = { en, id };
