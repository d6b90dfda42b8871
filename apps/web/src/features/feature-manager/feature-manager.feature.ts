import { createElement } from 'react';
import type { WebFeature } from '../feature.ts';
import { FeatureManagerPage } from './FeatureManagerPage.tsx';
import { FeatureManagerTool } from './FeatureManagerTool.tsx';

/**
 * The Alur & SBNP feature manager (SPEC §2.23): its full-screen page per port, and the
 * toolbar entry listing the ports the user may manage.
 */
export const featureManagerFeature: WebFeature = {
  name: 'feature-manager',
  tools: [{ name: 'feature-manager', order: 55, Tool: FeatureManagerTool }],
  routes: {
    signedIn: [{ path: '/alur-sbnp/:portCode', element: createElement(FeatureManagerPage) }],
  },
};
