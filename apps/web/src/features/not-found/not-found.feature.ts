import { createElement } from 'react';
import type { WebFeature } from '../feature.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

/** Any other path, signed in: the not-found page (the router puts it last). */
export const notFoundFeature: WebFeature = {
  name: 'not-found',
  routes: { signedIn: [{ path: '*', element: createElement(NotFoundPage) }] },
};
