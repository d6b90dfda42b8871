import type { Messages } from '../../i18n/messages.ts';

/** The words of `apiUsers`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  apiUsers: {
    entry: {
      label: 'MANAGE API',
      description: 'API users: the accounts other systems call the API with.',
    },
    searchLabel: 'Search API users',
    searchPlaceholder: 'Search username',
    add: 'Add API user',
    edit: 'Edit API user',
    secret: 'Secret',
    access: 'Access',
    accessSwitch: 'Access (may call the API)',
    allowed: 'Allowed',
    blocked: 'Blocked',
    newToken: 'New token',
    newTokenFor: 'New token for {{name}}',
    none: 'No API users.',
    deleteTitle: 'Delete API user',
    deleteConfirm: 'Delete {{name}}? Its token stops working at once.',
    tokenFor: 'Token for {{name}}',
    copyNow: 'Copy this token now: it will not be shown again.',
    copied: 'Copied',
    copy: 'Copy token',
    done: 'Done',
  },
};

const id: Messages<typeof en> = {
  apiUsers: {
    entry: {
      label: 'KELOLA API',
      description: 'Pengguna API: akun yang dipakai sistem lain untuk memanggil API.',
    },
    searchLabel: 'Cari pengguna API',
    searchPlaceholder: 'Cari nama pengguna',
    add: 'Tambah pengguna API',
    edit: 'Ubah pengguna API',
    secret: 'Rahasia',
    access: 'Akses',
    accessSwitch: 'Akses (boleh memanggil API)',
    allowed: 'Diizinkan',
    blocked: 'Diblokir',
    newToken: 'Token baru',
    newTokenFor: 'Token baru untuk {{name}}',
    none: 'Tidak ada pengguna API.',
    deleteTitle: 'Hapus pengguna API',
    deleteConfirm: 'Hapus {{name}}? Tokennya langsung berhenti berfungsi.',
    tokenFor: 'Token untuk {{name}}',
    copyNow: 'Salin token ini sekarang: token tidak akan ditampilkan lagi.',
    copied: 'Tersalin',
    copy: 'Salin token',
    done: 'Selesai',
  },
};

export const apiUsersMessages = { en, id };
