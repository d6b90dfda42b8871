import { IconExternalLink } from '@tabler/icons-react';
import type { WebFeature } from '../feature.ts';
import { useSimnavUrl } from './simnav.api.ts';

/**
 * SIMNAV in the left menu (SPEC §2: 'SIMNAV (external link in new tab)'): the navigation
 * directorate's own application, opened in a new tab where the server has its address.
 */
export const simnavFeature: WebFeature = {
  name: 'simnav',
  actions: [
    {
      name: 'simnav',
      label: 'simnav.label',
      icon: IconExternalLink,
      capability: null,
      description: 'simnav.description',
      useHref: useSimnavUrl,
      places: ['rail'],
      order: 87,
    },
  ],
};
