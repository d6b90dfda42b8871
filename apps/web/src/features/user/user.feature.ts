import type { WebFeature } from '../feature.ts';
import { UserMenu } from './UserMenu.tsx';

/** The avatar and user menu, top right (SPEC §2.28). */
export const userFeature: WebFeature = {
  name: 'user',
  overlays: [{ slot: 'topRight', order: 10, Overlay: UserMenu }],
};
