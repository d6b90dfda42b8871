import type { Messages } from '../../i18n/messages.ts';

/** The words of `simnav`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  simnav: {
    label: 'SIMNAV',
    description: "Opens SIMNAV, the navigation directorate's application, in a new tab",
  },
};

const id: Messages<typeof en> = {
  simnav: {
    label: 'SIMNAV',
    description: 'Membuka SIMNAV, aplikasi Direktorat Kenavigasian, di tab baru',
  },
};

export const simnavMessages = { en, id };
