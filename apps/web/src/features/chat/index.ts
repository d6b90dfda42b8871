/** The chat feature's public entry: what other features may use of it. */
export { ShareToChat } from './ShareToChat.tsx';
