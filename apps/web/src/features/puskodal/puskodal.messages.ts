import type { Messages } from '../../i18n/messages.ts';

/** The words of `puskodal`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  puskodal: {
    open: 'Puskodal',
    title: 'Puskodal',
    latest: 'Latest',
    loading: 'Loading',
    empty: 'No rows of this type yet',
    tabs: {
      slow: 'Vessel Slow',
      nowhere: 'Cruise To No Where',
      circling: 'Circling Around',
      circlingAlki: 'Circling Around ALKI',
      signalOff: 'Signal Off',
      conservation: 'Conservation',
      blacklist: 'Blacklist',
    },
    columns: {
      ship_id: 'Ship ID',
      shipname: 'Ship name',
      mmsi: 'MMSI',
      timestamp: 'Timestamp',
      ship_date: 'Ship date',
      last_port: 'Last port',
      next_port_name: 'Next port',
      last_port_country: 'Last port country',
      next_port_country: 'Next port country',
      total_jam_muter: 'Hours circling',
      total_jam_mati: 'Hours off',
      ports: 'Area / port',
    },
    blacklist: {
      title_one: 'Blacklist: {{count, number}} vessel',
      title_other: 'Blacklist: {{count, number}} vessels',
      reason: 'Reason',
      add: 'Add to blacklist',
      remove: 'Remove {{mmsi}} from the blacklist',
      by: 'by {{by}}, {{at}}',
    },
  },
};

const id: Messages<typeof en> = {
  puskodal: {
    open: 'Puskodal',
    title: 'Puskodal',
    latest: 'Terbaru',
    loading: 'Memuat',
    empty: 'Belum ada baris jenis ini',
    tabs: {
      slow: 'Kapal Lambat',
      nowhere: 'Berlayar Tanpa Tujuan',
      circling: 'Berputar-putar',
      circlingAlki: 'Berputar-putar di ALKI',
      signalOff: 'Sinyal Mati',
      conservation: 'Konservasi',
      blacklist: 'Daftar Hitam',
    },
    columns: {
      ship_id: 'ID Kapal',
      shipname: 'Nama kapal',
      mmsi: 'MMSI',
      timestamp: 'Waktu',
      ship_date: 'Tanggal kapal',
      last_port: 'Pelabuhan terakhir',
      next_port_name: 'Pelabuhan tujuan',
      last_port_country: 'Negara pelabuhan terakhir',
      next_port_country: 'Negara pelabuhan tujuan',
      total_jam_muter: 'Jam berputar',
      total_jam_mati: 'Jam mati',
      ports: 'Kawasan / pelabuhan',
    },
    blacklist: {
      title_one: 'Daftar hitam: {{count, number}} kapal',
      title_other: 'Daftar hitam: {{count, number}} kapal',
      reason: 'Alasan',
      add: 'Tambah ke daftar hitam',
      remove: 'Hapus {{mmsi}} dari daftar hitam',
      by: 'oleh {{by}}, {{at}}',
    },
  },
};

export const puskodalMessages = { en, id };
