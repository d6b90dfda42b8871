import type { RegistryAsset } from '@pantau/contracts';
import type { ComponentType } from 'react';
import type { PortRef } from '../feature.ts';
import { create } from 'zustand';

/** What the registry's owner adds under General Info (its edit form). */
export type PortEditor = ComponentType<{ asset: RegistryAsset }>;

/**
 * The port info panel that is open, if any. It is a panel of its own, not the selection's
 * card: a vessel chosen while it is open opens the vessel panel beside it, whose Playback is
 * then disabled (SPEC §2.15). The map draws the open port's 30 NM radius and its history.
 */
interface PortPanelState {
  /** The registry entry shown. */
  asset: RegistryAsset | null;
  Editor: PortEditor | null;
  /** The port once the panel has opened (after the 190 ms of a switch). */
  port: PortRef | null;
  setPort: (port: PortRef | null) => void;
}

export const usePortPanel = create<PortPanelState>()((set) => ({
  asset: null,
  Editor: null,
  port: null,
  setPort: (port) => set({ port }),
}));

/** Opens the panel for a port or Kantor Disnav (another port closes it and opens it again). */
export function openPortPanel(asset: RegistryAsset, Editor: PortEditor | null = null): void {
  usePortPanel.setState({ asset, Editor });
}

/** The registry changed the open port (an edit): the panel shows the new values. */
export function refreshPortPanel(asset: RegistryAsset): void {
  if (usePortPanel.getState().asset?.id === asset.id) usePortPanel.setState({ asset });
}

export function closePortPanel(): void {
  usePortPanel.setState({ asset: null, Editor: null });
}

/** Whether a port info panel is open (for other features: the vessel panel's Playback). */
export function usePortPanelOpen(): boolean {
  return usePortPanel((s) => s.asset !== null);
}
