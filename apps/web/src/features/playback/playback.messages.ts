import type { Messages } from '../../i18n/messages.ts';

/** The words of `playback`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  playback: {
    title: 'Historical Overall Playback',
    dataSource: 'Data source',
    stream: 'Stream',
    historical: 'Historical',
    open: 'Historical Playback',
    notAllowed: 'Historical playback is not allowed for your role',
    date: 'Date',
    allData: 'Playing All Data',
    initiate: 'Initiate',
    speed: 'Speed',
    loading: '{{loaded, number}} of {{total, number}} quarter hours loaded',
    play: 'Play',
    pause: 'Pause',
    stop: 'Stop',
    close: 'Close playback',
    position: 'Playback time',
    viewLocked: 'View Locked',
    buffering: 'Buffering…',
    shown:
      '{{count, number}} vessels shown · {{loaded, number}}/{{total, number}} quarter hours loaded',
  },
};

const id: Messages<typeof en> = {
  playback: {
    title: 'Historical Overall Playback',
    dataSource: 'Sumber data',
    stream: 'Stream',
    historical: 'Historis',
    open: 'Playback Historis',
    notAllowed: 'Playback historis tidak diizinkan untuk peran Anda',
    date: 'Tanggal',
    allData: 'Playing All Data',
    initiate: 'Initiate',
    speed: 'Kecepatan',
    loading: '{{loaded, number}} dari {{total, number}} seperempat jam dimuat',
    play: 'Putar',
    pause: 'Jeda',
    stop: 'Berhenti',
    close: 'Tutup playback',
    position: 'Waktu playback',
    viewLocked: 'View Locked',
    buffering: 'Memuat…',
    shown:
      '{{count, number}} kapal ditampilkan · {{loaded, number}}/{{total, number}} seperempat jam dimuat',
  },
};

export const playbackMessages = { en, id };
