import type { Messages } from '../i18n/messages.ts';

/** The words of the map engine's base maps: English (the key types), and Bahasa Indonesia. */
const en = {
  baseMaps: {
    simple: 'Simple Map',
    satellite: 'Satellite Map',
    street: 'Street Map (CARTO)',
  },
  /** The legend's groups several features add to (`legend.ts`). */
  legendGroups: {
    vessels: 'Vessels',
    poi: 'Ports & points of interest',
    areas: 'Areas & lines',
  },
};

const id: Messages<typeof en> = {
  baseMaps: {
    simple: 'Peta Sederhana',
    satellite: 'Peta Satelit',
    street: 'Peta Jalan (CARTO)',
  },
  legendGroups: {
    vessels: 'Kapal',
    poi: 'Pelabuhan & titik penting',
    areas: 'Area & garis',
  },
};

export const mapEngineMessages = { en, id };
