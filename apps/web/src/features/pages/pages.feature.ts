import { createElement } from 'react';
import type { WebFeature } from '../feature.ts';
import { InProgressPage } from './FramePages.tsx';

/** SPEC §2's /cctv and /radio, which the spec itself has read 'Dalam Pengerjaan'. */
export const pagesFeature: WebFeature = {
  name: 'pages',
  routes: {
    signedIn: [
      { path: '/cctv', element: createElement(InProgressPage, { title: 'CCTV' }) },
      { path: '/radio', element: createElement(InProgressPage, { title: 'Radio' }) },
    ],
  },
};
