import type { Capability } from '@pantau/domain';
import {
  IconAnchor,
  IconDatabase,
  IconEye,
  IconFilter,
  IconFocus2,
  IconLifebuoy,
  IconPolygon,
  IconStack2,
  type Icon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { FramePanel, FocusZoomPanel, LayersPanel } from './panels.tsx';

export type PanelName =
  | 'beritaSar'
  | 'filterKapal'
  | 'layers'
  | 'aoi'
  | 'dataSource'
  | 'focusZoom'
  | 'dataPort'
  | 'pantauKapal';

export interface ActionContext {
  togglePanel: (name: PanelName) => void;
}

/**
 * One registry of the rail's actions (SPEC §2 'Left rail'): name, label, icon, the
 * capability that shows it (none: everyone signed in) and what it does. Buttons, tooltips
 * and panels all read from here.
 */
export interface RailAction {
  name: PanelName;
  label: string;
  icon: Icon;
  capability: Capability | null;
  perform: (context: ActionContext) => void;
  /** What the panel holds, or will hold once its issue lands. */
  description: string;
  Panel: ComponentType<{ action: RailAction }>;
}

function panel(
  name: PanelName,
  label: string,
  icon: Icon,
  capability: Capability | null,
  description: string,
  Panel: ComponentType<{ action: RailAction }> = FramePanel,
): RailAction {
  return { name, label, icon, capability, description, perform: (c) => c.togglePanel(name), Panel };
}

export const RAIL_ACTIONS: readonly RailAction[] = [
  panel(
    'beritaSar',
    'BERITA SAR',
    IconLifebuoy,
    null,
    'Search-and-rescue news from Basarnas, with PDF export, arrives with the SAR issue.',
  ),
  panel(
    'filterKapal',
    'FILTER KAPAL',
    IconFilter,
    null,
    'Vessel filters by ship type and source arrive with the Live Vessels issue.',
  ),
  panel(
    'layers',
    'LAYERS & MAP',
    IconStack2,
    null,
    'Base maps and the theme. Overlays (ports, lanes, weather, density) arrive with their issues.',
    LayersPanel,
  ),
  panel(
    'aoi',
    'AOI',
    IconPolygon,
    'aoi.use',
    'Drawing and managing areas of interest arrives with the Geofences issue.',
  ),
  panel(
    'dataSource',
    'DATA SOURCE',
    IconDatabase,
    'sources.view',
    'The list of AIS sources and their status arrives with the Ingest issue.',
  ),
  panel('focusZoom', 'FOCUS ZOOM', IconFocus2, null, 'Zoom to a main port.', FocusZoomPanel),
  panel(
    'dataPort',
    'DATA PORT/PELABUHAN',
    IconAnchor,
    null,
    'Port data, vessels in port radius and port CCTV arrive with the Ports issue.',
  ),
  panel(
    'pantauKapal',
    'PANTAU KAPAL',
    IconEye,
    null,
    'The vessel watch list with bookmarks and notes arrives with the Watch List issue.',
  ),
];

/** The actions a session may see: the server checks the same capabilities again. */
export function visibleActions(capabilities: readonly string[]): RailAction[] {
  return RAIL_ACTIONS.filter((a) => a.capability === null || capabilities.includes(a.capability));
}
