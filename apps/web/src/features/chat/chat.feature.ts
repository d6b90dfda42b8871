import type { WebFeature } from '../feature.ts';
import { ChatLauncher } from './ChatLauncher.tsx';

/**
 * The group chat (SPEC §2.31): the floating button with its unread badge in the map's lower
 * right corner, and the chat window it opens; messages can carry a vessel or a map view that a
 * click opens on the reader's map. Hidden from visitors (`chat.use`), which the server enforces.
 */
export const chatFeature: WebFeature = {
  name: 'chat',
  overlays: [{ slot: 'bottomRight', order: 10, Overlay: ChatLauncher }],
};
