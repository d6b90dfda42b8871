import type { Messages } from '../../i18n/messages.ts';

/** The words of `settings`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  settings: {
    title: 'Map settings',
    headingPrediction: 'Heading Prediction',
    headingPredictionText: 'Dashed, 3 minutes ahead, above zoom 9',
    plotStatus: 'Plot Status',
    plotStatusText: 'Rings vessels whose plot status is not good',
    showLiveOnly: 'Show Live Only',
    notSaved: 'Your map settings could not be saved',
  },
};

const id: Messages<typeof en> = {
  settings: {
    title: 'Pengaturan peta',
    headingPrediction: 'Prediksi Haluan',
    headingPredictionText: 'Putus-putus, 3 menit ke depan, di atas zoom 9',
    plotStatus: 'Status Plot',
    plotStatusText: 'Melingkari kapal yang status plotnya tidak baik',
    showLiveOnly: 'Tampilkan Hanya Live',
    notSaved: 'Pengaturan peta Anda tidak dapat disimpan',
  },
};

export const settingsMessages = { en, id };
