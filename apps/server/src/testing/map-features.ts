/** Map features for tests: what a port officer at Benoa (IDBOA) would publish. */

/** Benoa's approach lane, with names for its points. */
export const BENOA_LANE = {
  type: 'Feature',
  geometry: {
    type: 'LineString',
    coordinates: [
      [115.25, -8.8],
      [115.23, -8.76],
      [115.21, -8.74],
    ],
  },
  properties: { name: 'Alur Pelayaran Masuk Benoa', type: 'alur', pointNames: ['A', 'B', 'C'] },
};

/** Benoa's approach lane, a zone and a light beacon, as a port officer would publish them. */
export const BENOA = {
  type: 'FeatureCollection',
  features: [
    BENOA_LANE,
    {
      type: 'Feature',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [115.22, -8.75],
            [115.23, -8.75],
            [115.23, -8.74],
            [115.22, -8.75],
          ],
        ],
      },
      properties: { name: 'Zona Labuh Benoa', type: 'zona', poiColor: 'orange' },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [115.2412, -8.7651] },
      properties: { name: 'Rambu Suar Tanjung Benoa', type: 'sbnp', poiType: 'RambuSuar' },
    },
  ],
};
