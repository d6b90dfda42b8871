import { createElement } from 'react';
import type { WebFeature } from '../feature.ts';
import { AnalisisPage, HelpPage, InProgressPage } from './FramePages.tsx';

/** The frames of SPEC §2's other screens, which later issues build. */
export const pagesFeature: WebFeature = {
  name: 'pages',
  routes: {
    signedIn: [
      { path: '/analisis', element: createElement(AnalisisPage) },
      { path: '/help', element: createElement(HelpPage) },
      { path: '/cctv', element: createElement(InProgressPage, { title: 'CCTV' }) },
      { path: '/radio', element: createElement(InProgressPage, { title: 'Radio' }) },
    ],
  },
};
