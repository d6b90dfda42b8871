import type { PortRef } from '../feature.ts';
import { create } from 'zustand';

/**
 * The port info panel that is open, if any: the map draws its 30 NM radius and its history
 * from it, and the vessel panel's Playback is disabled while it is open (SPEC §2.15).
 */
interface PortPanelState {
  port: PortRef | null;
  setPort: (port: PortRef | null) => void;
}

export const usePortPanel = create<PortPanelState>()((set) => ({
  port: null,
  setPort: (port) => set({ port }),
}));

/** Whether a port info panel is open (for other features: the vessel panel's Playback). */
export function usePortPanelOpen(): boolean {
  return usePortPanel((s) => s.port !== null);
}
