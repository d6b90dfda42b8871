import { createElement } from 'react';
import type { WebFeature } from '../feature.ts';
import { DetailKapalPage } from './DetailKapalPage.tsx';

/** Detail Kapal (`/detail-kapal?mmsi=N`): a vessel's page with its speed/draught chart. */
export const detailFeature: WebFeature = {
  name: 'detail',
  routes: { signedIn: [{ path: '/detail-kapal', element: createElement(DetailKapalPage) }] },
};
