import type { Messages } from '../../i18n/messages.ts';

/** The words of `users`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  users: {
    entry: {
      label: 'USER MANAGEMENT',
      description: 'Users: add, edit, activate and delete accounts.',
    },
    searchLabel: 'Search users',
    searchPlaceholder: 'Search username or name',
    add: 'Add user',
    edit: 'Edit user',
    opensAt: 'Opens at',
    inactive: 'Inactive',
    sso: 'SSO',
    shared: 'Shared',
    noMatch: 'No users match.',
    deleteTitle: 'Delete user',
    deleteConfirm: "Delete {{name}}? You can't undo this action.",
    deleted: '{{name}} deleted',
    saved: '{{name}} saved',
    added: '{{name}} added',
    resetPassword: 'Reset password (optional)',
    port: 'Port (navigation district)',
    portDescription: 'The map opens at this port at zoom {{zoom}}',
    mapView: 'Map centre and zoom',
    mapCentre: 'Map centre',
    notChosen: 'Not chosen',
    zoom: 'Zoom',
    chooseOnMap: 'Choose on map',
    sharedAccount: 'Shared account (no profile changes)',
    pickerView: '{{place}} · zoom {{zoom}}',
    useView: 'Use this view',
  },
};

const id: Messages<typeof en> = {
  users: {
    entry: {
      label: 'MANAJEMEN PENGGUNA',
      description: 'Pengguna: tambah, ubah, aktifkan dan hapus akun.',
    },
    searchLabel: 'Cari pengguna',
    searchPlaceholder: 'Cari nama pengguna atau nama',
    add: 'Tambah pengguna',
    edit: 'Ubah pengguna',
    opensAt: 'Dibuka di',
    inactive: 'Tidak aktif',
    sso: 'SSO',
    shared: 'Bersama',
    noMatch: 'Tidak ada pengguna yang cocok.',
    deleteTitle: 'Hapus pengguna',
    deleteConfirm: 'Hapus {{name}}? Tindakan ini tidak dapat dibatalkan.',
    deleted: '{{name}} dihapus',
    saved: '{{name}} disimpan',
    added: '{{name}} ditambahkan',
    resetPassword: 'Atur ulang kata sandi (opsional)',
    port: 'Pelabuhan (distrik navigasi)',
    portDescription: 'Peta dibuka di pelabuhan ini pada zoom {{zoom}}',
    mapView: 'Pusat dan zoom peta',
    mapCentre: 'Pusat peta',
    notChosen: 'Belum dipilih',
    zoom: 'Zoom',
    chooseOnMap: 'Pilih di peta',
    sharedAccount: 'Akun bersama (tanpa perubahan profil)',
    pickerView: '{{place}} · zoom {{zoom}}',
    useView: 'Gunakan tampilan ini',
  },
};

export const usersMessages = { en, id };
