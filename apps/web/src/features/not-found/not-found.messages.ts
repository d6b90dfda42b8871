import type { Messages } from '../../i18n/messages.ts';

/** The words of `notFound`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  notFound: {
    title: '404 Not Found',
    text: 'There is no page at this address.',
    return: 'Return',
  },
};

const id: Messages<typeof en> = {
  notFound: {
    title: '404 Tidak Ditemukan',
    text: 'Tidak ada halaman di alamat ini.',
    return: 'Kembali',
  },
};

export const notFoundMessages = { en, id };
