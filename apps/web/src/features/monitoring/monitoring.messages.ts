import type { Messages } from '../../i18n/messages.ts';

/** The words of `monitoring`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  monitoring: {
    title: 'Monitoring',
    search: 'Search MMSI, name or call sign',
    open: 'Open Monitoring',
    close: 'Close Monitoring',
    loading: 'Loading the port calls…',
    summary: '{{inside}} inside now, {{outside}} left in the last 24 hours',
    lastDay: 'Vessels that called at this port in the last 24 hours, from the live port calls.',
    tabPort: 'Port',
    tabLane: 'Lane',
    identifier: 'MMSI',
    name: 'Name',
    status: 'Inside / outside',
    inside: 'Inside',
    outside: 'Outside',
    arrival: 'Arrival (UTC+7)',
    departure: 'Departure (UTC+7)',
    confidence: 'Confidence',
    confidenceHint:
      'How sure it is that the vessel called at this port and did not just pass by: 20% for staying in the port area, 20% more when its arrival was seen, 20% when its departure was seen, and 40% when it stopped at berth (30% at anchorage).',
    lon: 'Longitude',
    lat: 'Latitude',
    entered: 'Entered (UTC+7)',
    sum: 'Sum : {{n, number}}',
    noData: 'NO DATA',
    loadFailed: 'Monitoring could not be loaded: {{reason}}',
    portTab: 'MONITORING',
  },
};

const id: Messages<typeof en> = {
  monitoring: {
    title: 'Monitoring',
    search: 'Cari MMSI, nama atau call sign',
    open: 'Buka Monitoring',
    close: 'Tutup Monitoring',
    loading: 'Memuat kunjungan kapal…',
    summary: '{{inside}} di dalam sekarang, {{outside}} keluar dalam 24 jam terakhir',
    lastDay:
      'Kapal yang singgah di pelabuhan ini dalam 24 jam terakhir, dari kunjungan kapal langsung.',
    tabPort: 'Port',
    tabLane: 'Lane',
    identifier: 'MMSI',
    name: 'Nama',
    status: 'Di dalam / di luar',
    inside: 'Di dalam',
    outside: 'Di luar',
    arrival: 'Kedatangan (UTC+7)',
    departure: 'Keberangkatan (UTC+7)',
    confidence: 'Keyakinan',
    confidenceHint:
      'Seberapa yakin bahwa kapal singgah di pelabuhan ini dan bukan sekadar lewat: 20% karena berada di area pelabuhan, tambah 20% bila kedatangannya terlihat, 20% bila keberangkatannya terlihat, dan 40% bila berhenti di dermaga (30% di labuh jangkar).',
    lon: 'Bujur',
    lat: 'Lintang',
    entered: 'Masuk (UTC+7)',
    sum: 'Sum : {{n, number}}',
    noData: 'NO DATA',
    loadFailed: 'Monitoring tidak dapat dimuat: {{reason}}',
    portTab: en.monitoring.portTab,
  },
};

export const monitoringMessages = { en, id };
