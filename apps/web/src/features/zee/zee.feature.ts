import type { WebFeature } from '../feature.ts';
import { ZEE_LAYERS } from './zee.layers.ts';

/** The ZEE boundary overlay (issue #14, SPEC §2.3): Indonesia's EEZ from the server. */
export const zeeFeature: WebFeature = { name: 'zee', layers: ZEE_LAYERS };
