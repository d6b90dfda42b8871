/**
 * The port info panel's public face: opening it for a registry entry (and whether an entry
 * opens it), and whether one is open.
 */
export { opensPortPanel } from './opens.ts';
export {
  closePortPanel,
  openPortPanel,
  refreshPortPanel,
  usePortPanelOpen,
  type PortEditor,
} from './port-panel.store.ts';
