import type { Messages } from '../i18n/messages.ts';

/** The words of the map engine's base maps: English (the key types), and Bahasa Indonesia. */
const en = {
  baseMaps: {
    simple: 'Simple Map',
    satellite: 'Satellite Map',
    street: 'Street Map (CARTO)',
  },
};

const id: Messages<typeof en> = {
  baseMaps: {
    simple: 'Peta Sederhana',
    satellite: 'Peta Satelit',
    street: 'Peta Jalan (CARTO)',
  },
};

export const mapEngineMessages = { en, id };
