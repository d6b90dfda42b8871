import type { Capability } from '@pantau/domain';
import {
  IconAnchor,
  IconDatabase,
  IconEye,
  IconFilter,
  IconFocus2,
  IconLifebuoy,
  IconPolygon,
  IconApi,
  IconListDetails,
  IconStack2,
  IconUserCircle,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { ManageApiPanel } from '../api-users/ManageApiPanel.tsx';
import { UserLogsPanel } from '../audit/UserLogsPanel.tsx';
import { ProfilePanel } from '../profile/ProfilePanel.tsx';
import { SourcesPanel } from '../sources/SourcesPanel.tsx';
import { UserManagementPanel } from '../users/UserManagementPanel.tsx';
import { FilterKapalPanel } from '../vessels/FilterKapalPanel.tsx';
import { FramePanel, FocusZoomPanel, LayersPanel } from './panels.tsx';

export type PanelName =
  | 'beritaSar'
  | 'filterKapal'
  | 'layers'
  | 'aoi'
  | 'dataSource'
  | 'focusZoom'
  | 'dataPort'
  | 'pantauKapal'
  | 'profile'
  | 'manageApi'
  | 'userManagement'
  | 'userLogs';

/** Where an action is offered: the left rail, the user menu (SPEC §2.28), or both. */
export type Place = 'rail' | 'userMenu';

export interface ActionContext {
  togglePanel: (name: PanelName) => void;
}

/**
 * One registry of the rail's and the user menu's actions (SPEC §2 'Left rail', §2.28): name,
 * label, icon, the capability that shows it (none: everyone signed in), where it is offered
 * and what it does. Buttons, menu entries, tooltips and panels all read from here.
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
  places: readonly Place[];
  /** Hidden from shared accounts (SPEC §6: Profile and password change). */
  notShared?: boolean;
  /** Panel width in pixels when wider than the default. */
  width?: number;
  /** The user menu's wording, when it differs from the rail's. */
  menuLabel?: string;
}

function panel(
  name: PanelName,
  label: string,
  icon: Icon,
  capability: Capability | null,
  description: string,
  Panel: ComponentType<{ action: RailAction }> = FramePanel,
  more: Partial<Pick<RailAction, 'places' | 'notShared' | 'width' | 'menuLabel'>> = {},
): RailAction {
  return {
    name,
    label,
    icon,
    capability,
    description,
    perform: (c) => c.togglePanel(name),
    Panel,
    places: ['rail'],
    ...more,
  };
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
    'The ship types shown on the map, each in its marker colour. Sources are chosen in DATA SOURCE.',
    FilterKapalPanel,
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
    'The AIS sources with engine and data status; tick the ones whose vessels the map shows.',
    SourcesPanel,
    { width: 480 },
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
  panel(
    'profile',
    'PROFILE',
    IconUserCircle,
    null,
    'Your account, and changing your password.',
    ProfilePanel,
    { places: ['rail', 'userMenu'], notShared: true, width: 380, menuLabel: 'Profile' },
  ),
  panel(
    'manageApi',
    'MANAGE API',
    IconApi,
    'apiUsers.manage',
    'API users: the accounts other systems call the API with.',
    ManageApiPanel,
    { width: 760 },
  ),
  panel(
    'userManagement',
    'USER MANAGEMENT',
    IconUsersGroup,
    'users.manage',
    'Users: add, edit, activate and delete accounts.',
    UserManagementPanel,
    { width: 820 },
  ),
  panel(
    'userLogs',
    'User Logs',
    IconListDetails,
    'audit.view',
    'The audit log: who did what, per day (times in UTC+7).',
    UserLogsPanel,
    { places: ['userMenu'], width: 900 },
  ),
];

/** Who is looking: what their session may do, and whether the account is shared. */
export interface Viewer {
  capabilities: readonly string[];
  sharedAccount: boolean;
}

/**
 * The actions a viewer may see, in one place or anywhere (`place` omitted): the server
 * checks the same capabilities again.
 */
export function visibleActions(viewer: Viewer, place?: Place): RailAction[] {
  return RAIL_ACTIONS.filter(
    (a) =>
      (a.capability === null || viewer.capabilities.includes(a.capability)) &&
      !(a.notShared && viewer.sharedAccount) &&
      (place === undefined || a.places.includes(place)),
  );
}

/** The viewer of a session (none when signed out). */
export function viewerOf(
  session:
    | { capabilities: readonly string[]; user: { options: { sharedAccount: boolean } } }
    | null
    | undefined,
): Viewer {
  return {
    capabilities: session?.capabilities ?? [],
    sharedAccount: session?.user.options.sharedAccount ?? false,
  };
}
