import type { WebFeature } from '../feature.ts';
import { ChatLauncher } from './ChatLauncher.tsx';
import { VesselChatSection } from './VesselChatSection.tsx';

/**
 * The group chat (SPEC §2.31): the floating button with its unread badge in the map's lower
 * right corner, and the chat window it opens; messages can carry a vessel (the vessel card's
 * "Send to a chat group"), an alert, an area, a map view or a file. For every signed-in user
 * (`chat.use`), which the server enforces.
 */
export const chatFeature: WebFeature = {
  name: 'chat',
  overlays: [{ slot: 'bottomRight', order: 10, Overlay: ChatLauncher }],
  cardSections: { vessel: VesselChatSection },
};
