import type { Messages } from '../../i18n/messages.ts';

/** The words of `aoi`: English (the key types), and Bahasa Indonesia with the same keys. */
const en = {
  aoi: {
    legend: {
      ticked: 'Area of interest (ticked)',
      drawing: 'Area being drawn',
    },
    tutorial: {
      open: 'How to use AOI',
      title: 'AOI tutorial',
      method:
        'Choose a method. Draw: type a name and a description, press Start Draw, click the corners of the area on the map and press Done (or click the first corner again). Coordinate: type the points or a circle and press Plot to see the area.',
      polygon:
        'Polygon coordinates: one point per line as name,latitude,longitude in degrees, minutes and seconds with the hemisphere: LU or U north, LS or S south, BT or T east, BB or B west. The ring closes by itself; at least 3 points.',
      example: 'P1,6°0\'0" LS,106°0\'0" BT',
      circle:
        'Circle: the centre as latitude,longitude in degrees, minutes and seconds, and a radius in the chosen unit.',
      submit:
        'Submit asks once more: an area submitted cannot be changed. Tick areas under Tampilkan Zona AOI to show them; Open Data AOI lists the vessels inside them.',
    },
    method: {
      label: 'Method',
      placeholder: 'Choose a method',
      draw: 'Draw',
      coordinate: 'Coordinate',
    },
    type: { label: 'Type', Polygon: 'Polygon', Circle: 'Circle' },
    name: 'Name',
    description: 'Description',
    coordinates: 'Coordinates',
    coordinatesPolygon: 'One point per line: name,latitude,longitude',
    coordinatesCircle: 'Centre: latitude,longitude',
    radius: 'Radius',
    radiusUnit: 'Radius unit',
    startDraw: 'Start Draw',
    done: 'Done',
    drawing: 'Click the map to add corners; click the first corner or press Done to finish.',
    drawn: 'The drawn area is ready to submit.',
    plot: 'Plot',
    plotted: 'The plotted area is on the map.',
    submit: 'Submit',
    cancel: 'Cancel',
    submitted: 'AOI {{name}} submitted',
    confirm: {
      title: 'Submit AOI',
      body: 'Submitted data cannot be changed. Submit {{name}}?',
      yes: 'Submit',
      no: 'Cancel',
    },
    errors: {
      format: 'please check the data format',
      duplicateName: 'Found Duplicate Name',
      nameEmpty: 'Name can not be empty',
      nameSpaces: 'Name may not contain two consecutive spaces',
      descriptionEmpty: 'Description can not be empty',
      radius: 'Radius must be a number above 0',
      radiusMax: 'Radius may be at most 1,000 km',
      spam: 'Please dont spam the refresh button!',
      selectOne: 'Please select atleast 1 aoi',
    },
    list: {
      title: 'Tampilkan Zona AOI',
      selectAll: 'Select All',
      zoom: 'Zoom to {{name}}',
      refresh: 'Refresh',
      loadMore: 'Load More',
      empty: 'No areas yet',
      archive: 'Archive {{name}}',
      archiveTitle: 'Archive AOI',
      archiveBody: 'Archive {{name}}? It leaves the list; its record is kept.',
      openData: 'Open Data AOI',
    },
    zona: {
      title: 'LIST ZONA AOI',
      search: 'Search',
      searchPlaceholder: 'MMSI, name or call sign',
      sum: 'Sum : {{n, number}}',
      none: 'No vessel in this area',
      minimise: 'Minimise',
      restore: 'Show LIST ZONA AOI',
      close: 'Close LIST ZONA AOI',
      tutorialOpen: 'How to read LIST ZONA AOI',
      tutorial:
        'One table per ticked area, with the number of vessels inside it now; it follows the live picture every 2 seconds. Search narrows the rows by MMSI, name or call sign. Click a row to find the vessel on the map.',
      columns: {
        mmsi: 'MMSI',
        name: 'Name',
        callSign: 'Call Sign',
        imo: 'IMO',
        shipType: 'Ship Type',
        navStatus: 'Nav Status',
        heading: 'Heading',
        longitude: 'Longitude',
        latitude: 'Latitude',
        timestamp: 'Timestamp',
        source: 'Source',
        class: 'Class',
        enteredAt: 'Entered',
      },
    },
    actions: {
      aoi: {
        label: 'AOI',
        description:
          'Draw or type areas of interest, show them on the map and list the vessels inside.',
      },
    },
  },
};

const id: Messages<typeof en> = {
  aoi: {
    legend: {
      ticked: 'Area of interest (dicentang)',
      drawing: 'Area yang sedang digambar',
    },
    tutorial: {
      open: 'Cara memakai AOI',
      title: 'Panduan AOI',
      method:
        'Pilih metode. Draw: isi nama dan deskripsi, tekan Start Draw, klik sudut-sudut area di peta lalu tekan Done (atau klik lagi sudut pertama). Coordinate: ketik titik-titik atau lingkaran lalu tekan Plot untuk melihat area.',
      polygon:
        'Koordinat poligon: satu titik per baris berupa nama,lintang,bujur dalam derajat, menit dan detik dengan arah: LU atau U utara, LS atau S selatan, BT atau T timur, BB atau B barat. Cincin tertutup dengan sendirinya; minimal 3 titik.',
      example: 'P1,6°0\'0" LS,106°0\'0" BT',
      circle:
        'Lingkaran: titik pusat berupa lintang,bujur dalam derajat, menit dan detik, dan radius dalam satuan yang dipilih.',
      submit:
        'Submit meminta konfirmasi: area yang sudah dikirim tidak dapat diubah. Centang area di Tampilkan Zona AOI untuk menampilkannya; Open Data AOI mendaftar kapal di dalamnya.',
    },
    method: {
      label: 'Metode',
      placeholder: 'Pilih metode',
      draw: 'Draw',
      coordinate: 'Coordinate',
    },
    type: { label: 'Tipe', Polygon: 'Polygon', Circle: 'Circle' },
    name: 'Nama',
    description: 'Deskripsi',
    coordinates: 'Koordinat',
    coordinatesPolygon: 'Satu titik per baris: nama,lintang,bujur',
    coordinatesCircle: 'Pusat: lintang,bujur',
    radius: 'Radius',
    radiusUnit: 'Satuan radius',
    startDraw: 'Start Draw',
    done: 'Done',
    drawing: 'Klik peta untuk menambah sudut; klik sudut pertama atau tekan Done untuk selesai.',
    drawn: 'Area yang digambar siap dikirim.',
    plot: 'Plot',
    plotted: 'Area hasil plot tampil di peta.',
    submit: 'Submit',
    cancel: 'Batal',
    submitted: 'AOI {{name}} terkirim',
    confirm: {
      title: 'Kirim AOI',
      body: 'Data yang sudah dikirim tidak dapat diubah. Kirim {{name}}?',
      yes: 'Kirim',
      no: 'Batal',
    },
    errors: {
      format: 'periksa kembali format data',
      duplicateName: 'Nama sudah dipakai',
      nameEmpty: 'Nama tidak boleh kosong',
      nameSpaces: 'Nama tidak boleh berisi dua spasi berturut-turut',
      descriptionEmpty: 'Deskripsi tidak boleh kosong',
      radius: 'Radius harus berupa angka di atas 0',
      radiusMax: 'Radius paling besar 1.000 km',
      spam: 'Jangan menekan tombol refresh berulang-ulang!',
      selectOne: 'Pilih minimal 1 AOI',
    },
    list: {
      title: 'Tampilkan Zona AOI',
      selectAll: 'Pilih Semua',
      zoom: 'Perbesar ke {{name}}',
      refresh: 'Muat ulang',
      loadMore: 'Muat Lagi',
      empty: 'Belum ada area',
      archive: 'Arsipkan {{name}}',
      archiveTitle: 'Arsipkan AOI',
      archiveBody: 'Arsipkan {{name}}? Area keluar dari daftar; catatannya tetap disimpan.',
      openData: 'Open Data AOI',
    },
    zona: {
      title: 'LIST ZONA AOI',
      search: 'Cari',
      searchPlaceholder: 'MMSI, nama atau call sign',
      sum: 'Sum : {{n, number}}',
      none: 'Tidak ada kapal di area ini',
      minimise: 'Kecilkan',
      restore: 'Tampilkan LIST ZONA AOI',
      close: 'Tutup LIST ZONA AOI',
      tutorialOpen: 'Cara membaca LIST ZONA AOI',
      tutorial:
        'Satu tabel untuk tiap area yang dicentang, dengan jumlah kapal di dalamnya saat ini; diperbarui dari gambaran langsung setiap 2 detik. Pencarian menyaring baris menurut MMSI, nama atau call sign. Klik baris untuk menemukan kapal di peta.',
      columns: {
        mmsi: 'MMSI',
        name: 'Nama',
        callSign: 'Call Sign',
        imo: 'IMO',
        shipType: 'Tipe Kapal',
        navStatus: 'Status Navigasi',
        heading: 'Haluan',
        longitude: 'Bujur',
        latitude: 'Lintang',
        timestamp: 'Waktu',
        source: 'Sumber',
        class: 'Kelas',
        enteredAt: 'Masuk',
      },
    },
    actions: {
      aoi: {
        label: 'AOI',
        description:
          'Gambar atau ketik area of interest, tampilkan di peta dan daftar kapal di dalamnya.',
      },
    },
  },
};

export const aoiMessages = { en, id };
