/**
 * SAR news as Basarnas sends them, for the tests of Berita SAR on both sides (the server's
 * and the browser's, through `@pantau/server/testing/sar-news.ts`).
 */

/** A news item as SPEC §3 lists its fields, counts written as text as some gateways do. */
export const SAR_NEWS_SUNDA = {
  id: 'BSR-2026-1130-01',
  nama_berita: 'Kapal Tenggelam KMP Bahari Nusantara di perairan Selat Sunda',
  jenis_kecelakaan: 'Kapal Tenggelam',
  sub_kecelakaan: 'Kapal penumpang tenggelam',
  nama_kansar: 'Kantor SAR Banten',
  tgl_kejadian: '2026-11-30 08:15:00',
  tgl_lapor: '2026-11-30 08:40:00',
  tgl_berangkat: '2026-11-30 09:00:00',
  tgl_estimasi_tiba: '2026-11-30 10:00:00',
  waktu_tiba_realisasi: '2026-11-30 10:10:00',
  jarak_tempuh: 18,
  satuan_jarak_tempuh: 'NM',
  response_time: '20 menit',
  waktu_tempuh: '70 menit',
  korban_selamat: '2',
  korban_meninggal: 1,
  hilang: '1',
  tgl_selesai: null,
  zero_accident: 'Tidak',
  latitude: -5.83,
  longitude: 105.97,
  detail_korban: {
    data_korban: [
      {
        nama: 'Ahmad Saputra',
        umur: '34',
        jenis_kelamin: 'Laki-laki',
        kewarganegaraan: 'WNI',
        hasil_opssar: 'S',
      },
      {
        nama: 'Siti Rahman',
        umur: 29,
        jenis_kelamin: 'Perempuan',
        kewarganegaraan: 'WNI',
        hasil_opssar: 'S',
      },
      {
        nama: 'Budi Lubis',
        umur: '51',
        jenis_kelamin: 'Laki-laki',
        kewarganegaraan: 'WNI',
        hasil_opssar: 'DP',
      },
      {
        nama: 'Wayan Pratama',
        umur: '45',
        jenis_kelamin: 'Laki-laki',
        kewarganegaraan: 'WNI',
        hasil_opssar: 'm',
      },
    ],
  },
};
