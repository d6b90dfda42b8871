import { createElement } from 'react';
import type { WebFeature } from '../feature.ts';
import { DataAisPage } from './DataAisPage.tsx';

/** Database Kapal (`/data-ais`, SPEC §2.17). */
export const dataAisFeature: WebFeature = {
  name: 'data-ais',
  routes: { signedIn: [{ path: '/data-ais', element: createElement(DataAisPage) }] },
};
