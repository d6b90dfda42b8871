import type { Messages } from '../../i18n/messages.ts';

/** The words of `aids`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  aids: {
    legend: {
      aid: 'Aid to navigation (AIS)',
      virtual: 'Virtual aid (nothing stands there)',
      offPosition: 'Aid off its position',
    },
    toggle: 'SBNP (aids to navigation)',
    card: 'Aid to navigation',
    title: 'SBNP',
    close: 'Close',
    info: {
      name: 'Name',
      mmsi: 'MMSI',
      type: 'Type',
      virtual: 'Virtual',
      offPosition: 'Off position',
      latitude: 'Latitude',
      longitude: 'Longitude',
      source: 'Source',
      timestamp: 'Timestamp',
      age: 'Age',
    },
  },
};

const id: Messages<typeof en> = {
  aids: {
    legend: {
      aid: 'SBNP (AIS)',
      virtual: 'SBNP virtual (tidak ada bangunan fisik)',
      offPosition: 'SBNP bergeser dari posisinya',
    },
    toggle: 'SBNP (sarana bantu navigasi)',
    card: 'Sarana bantu navigasi',
    title: 'SBNP',
    close: 'Tutup',
    info: {
      name: 'Nama',
      mmsi: 'MMSI',
      type: 'Jenis',
      virtual: 'Virtual',
      offPosition: 'Keluar posisi',
      latitude: 'Lintang',
      longitude: 'Bujur',
      source: 'Sumber',
      timestamp: 'Waktu',
      age: 'Usia',
    },
  },
};

export const aidsMessages = { en, id };
