import type { WebFeature } from '../feature.ts';
import { PuskodalTool } from './PuskodalTool.tsx';

/** Puskodal behaviour alerts (SPEC §2.27): a toolbar button and its dialog, for staff. */
export const puskodalFeature: WebFeature = {
  name: 'puskodal',
  tools: [{ name: 'puskodal', order: 6, Tool: PuskodalTool }],
};
