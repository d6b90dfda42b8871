import type { Messages } from '../../i18n/messages.ts';

/** The words of `map`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  map: {
    actions: {
      layers: {
        label: 'LAYERS & MAP',
        description:
          'Base maps, the chart and ZEE overlays, ports and points of interest, and the theme.',
      },
      focusZoom: {
        label: 'FOCUS ZOOM',
        description: 'Zoom to a main port.',
      },
    },
    baseMap: 'Base map',
    onlineTiles: 'Online tiles: needs the internet',
    offline: 'Works offline',
    online: 'online',
    overlays: 'Overlays',
    darkTheme: 'Dark theme',
    lightTheme: 'Light theme',
    toggleTheme: 'Toggle dark theme',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    centre: 'Centre',
    layers: 'Layers',
    pointerPosition: 'Pointer position',
    indonesia: 'Seluruh Indonesia',
    indonesiaTitle: 'The whole of Indonesia, Sabang to Merauke',
    legend: {
      title: 'Legend',
      close: 'Close the legend',
      empty: 'Nothing is drawn in this view.',
    },
    places: {
      toggle: 'Place names',
      title: 'Places',
      capital: 'Capital',
      city: 'City or town',
    },
    quickZoom: 'Quick zoom',
    quickZoomTitle: '{{place}} (zoom {{zoom}})',
    ruler: {
      title: 'Ruler',
      unit: 'Ruler unit',
      units: {
        nmi: 'Nautical Mile',
        km: 'Kilometer',
        m: 'Meter',
      },
      hint: 'Click points on the map to measure.',
      points_one: '{{count, number}} point. Esc clears.',
      points_other: '{{count, number}} points. Esc clears.',
    },
    search: {
      label: 'Others',
      placeholder: 'Search Asset By Name, ID',
      listLabel: 'Assets found',
      none: 'No asset found',
    },
  },
};

const id: Messages<typeof en> = {
  map: {
    actions: {
      layers: {
        label: 'LAYERS & MAP',
        description:
          'Peta dasar, lapisan peta laut dan ZEE, pelabuhan dan titik penting, serta tema.',
      },
      focusZoom: {
        label: 'FOCUS ZOOM',
        description: 'Perbesar ke pelabuhan utama.',
      },
    },
    baseMap: 'Peta dasar',
    onlineTiles: 'Ubin daring: memerlukan internet',
    offline: 'Berfungsi luring',
    online: 'daring',
    overlays: 'Lapisan',
    darkTheme: 'Tema gelap',
    lightTheme: 'Tema terang',
    toggleTheme: 'Ganti tema gelap',
    zoomIn: 'Perbesar',
    zoomOut: 'Perkecil',
    centre: 'Ke tengah',
    layers: 'Lapisan',
    pointerPosition: 'Posisi penunjuk',
    indonesia: 'Seluruh Indonesia',
    indonesiaTitle: 'Seluruh Indonesia, dari Sabang sampai Merauke',
    legend: {
      title: 'Legenda',
      close: 'Tutup legenda',
      empty: 'Tidak ada yang tergambar di tampilan ini.',
    },
    places: {
      toggle: 'Nama tempat',
      title: 'Tempat',
      capital: 'Ibu kota',
      city: 'Kota',
    },
    quickZoom: 'Zoom cepat',
    quickZoomTitle: '{{place}} (zoom {{zoom}})',
    ruler: {
      title: 'Penggaris',
      unit: 'Satuan penggaris',
      units: {
        nmi: 'Mil Laut',
        km: 'Kilometer',
        m: 'Meter',
      },
      hint: 'Klik titik-titik di peta untuk mengukur.',
      points_one: '{{count, number}} titik. Esc menghapus.',
      points_other: '{{count, number}} titik. Esc menghapus.',
    },
    search: {
      label: 'Lainnya',
      placeholder: 'Cari Aset Berdasarkan Nama, ID',
      listLabel: 'Aset ditemukan',
      none: 'Aset tidak ditemukan',
    },
  },
};

export const mapMessages = { en, id };
