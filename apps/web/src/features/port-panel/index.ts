/** The port info panel's public face: the panel, whether it opens for an entry, whether one is open. */
export { PortPanel } from './PortPanel.tsx';
export { opensPortPanel } from './opens.ts';
export { usePortPanelOpen } from './port-panel.store.ts';
