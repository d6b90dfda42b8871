import type { Messages } from '../../i18n/messages.ts';

/** The words of `auth`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  auth: {
    title: 'Indonesian integrated monitoring system on navigation',
    tagline: 'Informatif, terintegrasi dan kolaboratif',
    brand: 'PANTAU',
    formLabel: 'Login',
    showHidePassword: 'Show or hide password',
    login: 'login',
    loginSso: 'login SSO',
    loggingIn: 'Logging you in',
    noAccount: 'No account yet?',
    register: 'Daftar Login',
    registerSubmit: 'Daftar',
    registerIntro: 'A new account stays inactive until an administrator activates it.',
    registered: '{{message}}. An administrator activates your account before you can log in.',
    loadingSession: 'Loading your session',
    sessionUnreachable: 'The server can not be reached right now.',
    tryAgain: 'Try again',
    validation: {
      usernameEmpty: 'username can not be empty',
    },
    sso: {
      title: 'Single sign-on',
      disabled: 'Single sign-on is not configured on this server',
      error: 'Single sign-on could not be started, please try again',
      redirecting: 'Redirecting to single sign-on',
      unreachable: 'The server can not be reached right now, please try again.',
      notConfigured:
        'Single sign-on is not configured on this server; please log in with your username and password.',
      authenticating: 'Authenticating...',
      signingIn: 'Signing you in with single sign-on.',
    },
    demoTitle: 'Marine traffic surveillance',
  },
};

const id: Messages<typeof en> = {
  auth: {
    title: 'Sistem pemantauan navigasi terintegrasi Indonesia',
    tagline: 'Informatif, terintegrasi dan kolaboratif',
    brand: 'PANTAU',
    formLabel: 'Masuk',
    showHidePassword: 'Tampilkan atau sembunyikan kata sandi',
    login: 'masuk',
    loginSso: 'masuk SSO',
    loggingIn: 'Sedang memasukkan Anda',
    noAccount: 'Belum punya akun?',
    register: 'Daftar Login',
    registerSubmit: 'Daftar',
    registerIntro: 'Akun baru tetap tidak aktif sampai administrator mengaktifkannya.',
    registered: '{{message}}. Administrator mengaktifkan akun Anda sebelum Anda dapat masuk.',
    loadingSession: 'Memuat sesi Anda',
    sessionUnreachable: 'Server tidak dapat dihubungi saat ini.',
    tryAgain: 'Coba lagi',
    validation: {
      usernameEmpty: 'nama pengguna tidak boleh kosong',
    },
    sso: {
      title: 'Single sign-on',
      disabled: 'Single sign-on tidak dikonfigurasi di server ini',
      error: 'Single sign-on tidak dapat dimulai, silakan coba lagi',
      redirecting: 'Mengalihkan ke single sign-on',
      unreachable: 'Server tidak dapat dihubungi saat ini, silakan coba lagi.',
      notConfigured:
        'Single sign-on tidak dikonfigurasi di server ini; silakan masuk dengan nama pengguna dan kata sandi Anda.',
      authenticating: 'Mengautentikasi...',
      signingIn: 'Memasukkan Anda dengan single sign-on.',
    },
    demoTitle: 'Pengawasan lalu lintas laut',
  },
};

export const authMessages = { en, id };
