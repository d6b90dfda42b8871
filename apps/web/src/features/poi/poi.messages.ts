import type { Messages } from '../../i18n/messages.ts';

/** The words of `poi`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  poi: {
    entry: {
      label: 'SETTINGS',
      description: 'Points of interest: add your own, and the list of those added.',
    },
    tab: 'POI',
    form: {
      title: 'Add New Point of Interest',
      type: 'Type',
      chooseType: 'Choose a type',
      name: 'Name',
      longitude: 'Longitude',
      latitude: 'Latitude',
      plot: 'PLOT',
      submit: 'SUBMIT',
    },
    messages: {
      notAccepted: 'value not accepted',
      required: 'Required',
      maxChars: 'Max of {{n}} Characters',
      mustContain: 'Must contain character',
      longitude: 'Please use valid Longitude with dots',
      latitude: 'Please use valid Latitude with dots',
      numeric: 'Please use only dots and numbers',
      switched:
        'coordinate inputed contains error, longitude and latitude position might be switched',
      invalidAtSubmit: 'Something went wrong please try again',
      submitFailed: 'Something went wrong, please try again later',
      submitted: 'poi has been submitted',
    },
    list: {
      title: 'Points of interest added',
      refresh: 'Refresh',
      page: 'Page {{page}} of {{last}}',
      older: 'Older',
      newer: 'Newer',
      loadMore: 'Load More',
    },
  },
};

const id: Messages<typeof en> = {
  poi: {
    entry: {
      label: 'SETTINGS',
      description: 'Titik penting: tambahkan milik Anda, dan daftar yang sudah ditambahkan.',
    },
    tab: 'POI',
    form: {
      title: 'Add New Point of Interest',
      type: 'Jenis',
      chooseType: 'Pilih jenis',
      name: 'Nama',
      longitude: 'Bujur',
      latitude: 'Lintang',
      plot: 'PLOT',
      submit: 'SUBMIT',
    },
    messages: en.poi.messages,
    list: {
      title: 'Titik penting yang ditambahkan',
      refresh: 'Muat ulang',
      page: 'Halaman {{page}} dari {{last}}',
      older: 'Lebih lama',
      newer: 'Lebih baru',
      loadMore: 'Load More',
    },
  },
};

export const poiMessages = { en, id };
