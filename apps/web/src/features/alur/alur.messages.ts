import type { Messages } from '../../i18n/messages.ts';

/** The words of `alur`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  alur: {
    legend: {
      alur: 'Alur (lane)',
      'garis haluan': 'Garis haluan (heading line)',
      zona: 'Zona (zone)',
      sbnp: 'SBNP (published)',
      poi: 'POI (published)',
    },
    toggle: 'Alur & SBNP (published by ports)',
  },
};

const id: Messages<typeof en> = {
  alur: {
    legend: {
      alur: 'Alur',
      'garis haluan': 'Garis haluan',
      zona: 'Zona',
      sbnp: 'SBNP (diterbitkan)',
      poi: 'POI (diterbitkan)',
    },
    toggle: 'Alur & SBNP (diterbitkan pelabuhan)',
  },
};

export const alurMessages = { en, id };
