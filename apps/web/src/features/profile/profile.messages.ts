import type { Messages } from '../../i18n/messages.ts';

/** The words of `profile`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  profile: {
    entry: {
      label: 'PROFILE',
      menuLabel: 'Profile',
      description: 'Your account, and changing your password.',
    },
    sso: 'You sign in with single sign-on: your password is kept by the identity provider.',
    changePassword: 'Change password',
    oldPassword: 'Old password',
    newPassword: 'New password',
    samePassword: 'you used the same password',
    confirm: "Are you sure? You can't undo this action",
  },
};

const id: Messages<typeof en> = {
  profile: {
    entry: {
      label: 'PROFIL',
      menuLabel: 'Profil',
      description: 'Akun Anda, dan mengganti kata sandi Anda.',
    },
    sso: 'Anda masuk dengan single sign-on: kata sandi Anda disimpan oleh penyedia identitas.',
    changePassword: 'Ubah kata sandi',
    oldPassword: 'Kata sandi lama',
    newPassword: 'Kata sandi baru',
    samePassword: 'Anda menggunakan kata sandi yang sama',
    confirm: 'Apakah Anda yakin? Tindakan ini tidak dapat dibatalkan',
  },
};

export const profileMessages = { en, id };
