import type { Capability } from '@pantau/domain';
import type { Icon } from '@tabler/icons-react';
import { createContext, useContext, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { MessageKey } from '../i18n/i18n.ts';
import { inBandOrder, type MapLayer } from '../map/layer.ts';
import type { SelectionKind } from '../selection/selection.store.ts';

export type { Band, MapLayer } from '../map/layer.ts';

/**
 * What a feature brings to the web app, described once in its `<name>.feature.ts` and listed
 * in `features/index.ts`. The map screen, the rail, the user menu, the toolbar, the search
 * bar, LAYERS & MAP and the router read these; none of them imports a feature.
 */
export interface WebFeature {
  name: string;
  /** Rail and user-menu entries. */
  actions?: readonly Action[];
  /** Toolbar tools (the column on the right). */
  tools?: readonly ToolbarTool[];
  /** Map layers, drawn in their band. */
  layers?: readonly MapLayer[];
  /** The side card of a selection kind (one card is open at a time: the selection's). */
  cards?: Partial<Record<SelectionKind, ComponentType<{ id: string }>>>;
  /** Sections other features add to a kind's card (the vessel card's bookmark section). */
  cardSections?: Partial<Record<SelectionKind, ComponentType<{ id: string }>>>;
  /** Sections other features add to the Detail Kapal page, under its cards, for one vessel. */
  detailSections?: readonly ComponentType<{ mmsi: number }>[];
  /** Things over the map, in named places of the map screen. */
  overlays?: readonly Overlay[];
  /** Routes besides the map screen's `/`: public ones, and ones behind the sign-in guard. */
  routes?: { public?: readonly RouteObject[]; signedIn?: readonly RouteObject[] };
  /** The sign-in guard around the signed-in routes (the auth feature's). */
  guard?: ComponentType;
  /** The top search bar's modes. */
  search?: readonly SearchProvider[];
  /** Tabs a feature adds to the port info panel (SPEC §2.20), drawn in their `order`. */
  portTabs?: readonly PortTab[];
  /** Sections other features add under a port-panel tab, by its id (BMKG's under WEATHER). */
  portTabSections?: Readonly<Record<string, ComponentType<{ port: PortRef }>>>;
}

/**
 * The port panel's own tabs come first (INFORMATION 10, NAVIGATION 20); a feature's tab takes
 * an order after them (SPEC §2.20: MONITORING, CCTV, VHF, RADAR, WEATHER).
 */
export type PortTabId = string;

/** The port a port-panel tab is about: a registry entry of category 'port'. */
export interface PortRef {
  /** Registry id. */
  id: string;
  name: string;
  /** UN/LOCODE or the port's own code; null when it has none. */
  code: string | null;
  lon: number;
  lat: number;
}

/**
 * A port-panel tab a feature brings: its id (the hook `port-tab-<id>`), its place, its label as
 * the spec writes it, what it shows, and for a port's sensors (CCTV, VHF, RADAR, WEATHER) the
 * status that colours its dot in the header and its row of the INFORMATION tab's assets table:
 * 'ok' green, 'down' or 'none' red. A media tab (`others`) is also offered under INFORMATION's
 * Others button. A Kantor Disnav, an office and not a port, shows none of these.
 */
export interface PortTab {
  id: PortTabId;
  order: number;
  label: MessageKey;
  Tab: ComponentType<{ port: PortRef }>;
  useStatus?: (port: PortRef) => 'ok' | 'down' | 'none';
  others?: boolean;
}

/** Where an action is offered: the left rail, the user menu (SPEC §2.28), the toolbar. */
export type Place = 'rail' | 'userMenu';

/**
 * A rail or user-menu entry (SPEC §2 'Left rail', §2.28): name, label, icon, the capability
 * that shows it (none: everyone signed in), where it is offered, and the panel it opens
 * (one panel is open at a time; choosing its action again closes it). Its words are message
 * keys, translated where they are shown (the rail, the user menu, the panel).
 */
export interface Action {
  name: string;
  label: MessageKey;
  icon: Icon;
  capability: Capability | null;
  /** What the panel holds, or will hold once its issue lands. */
  description: MessageKey;
  Panel?: ComponentType<{ action: Action }>;
  /**
   * An entry that is a link to another application (SIMNAV) rather than a panel: its address,
   * or null while the server has none (the entry is then not shown). It opens in a new tab.
   */
  useHref?: () => string | null;
  places: readonly Place[];
  /** Hidden from shared accounts (SPEC §6: Profile and password change). */
  notShared?: boolean;
  /** Panel width in pixels when wider than the default. */
  width?: number;
  /** The user menu's wording, when it differs from the rail's. */
  menuLabel?: MessageKey;
  /** Rail order: lower first (SPEC §2's order of the rail). */
  order: number;
}

/** An action with its defaults: offered on the rail, shared accounts included. */
export function panelAction(a: Omit<Action, 'places'> & Partial<Pick<Action, 'places'>>): Action {
  return { places: ['rail'], ...a };
}

/** A toolbar tool: a component drawn in the toolbar's column, in order. */
export interface ToolbarTool {
  name: string;
  order: number;
  Tool: ComponentType;
}

/** The named places over the map screen. */
export const SLOTS = [
  'topLeft',
  'topCenter',
  'topRight',
  'right',
  'bottomCenter',
  'bottomLeft',
  'bottomRight',
  'panel',
  'hidden',
] as const;
export type Slot = (typeof SLOTS)[number];

export interface Overlay {
  slot: Slot;
  order: number;
  Overlay: ComponentType;
}

/** One result line of the search bar. */
export interface SearchItem {
  key: string;
  title: string;
  subtitle: string;
  /** Test hooks and the like, put on the result (`data-mmsi`, `data-type`). */
  data: Record<`data-${string}`, string | number>;
  icon?: { icon: Icon; color: string };
  /** What the search box shows once this is chosen (the title when left out). */
  chosenText?: string;
  choose: () => void;
}

/**
 * A mode of the search bar: label, placeholder, the results list's label and its empty text
 * (message keys, translated by the search bar), and the hook that answers a query.
 */
export interface SearchProvider {
  id: string;
  label: MessageKey;
  placeholder: MessageKey;
  listLabel: MessageKey;
  none: MessageKey;
  order: number;
  /** Runs with every query (empty when the mode is not chosen). */
  useResults: (query: string) => { items: readonly SearchItem[]; isFetching: boolean };
}

/** Who is looking: what their session may do, and whether the account is shared. */
export interface Viewer {
  capabilities: readonly string[];
  sharedAccount: boolean;
}

/** Every action of the features, in rail order. */
export function allActions(features: readonly WebFeature[]): Action[] {
  return features.flatMap((f) => f.actions ?? []).sort((a, b) => a.order - b.order);
}

/**
 * The actions a viewer may see, in one place or anywhere (`place` omitted): the server
 * checks the same capabilities again.
 */
export function visibleActions(
  features: readonly WebFeature[],
  viewer: Viewer,
  place?: Place,
): Action[] {
  return allActions(features).filter(
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

/** The map layers in drawing order: band by band, features in list order within one. */
export function layersInOrder(features: readonly WebFeature[]): MapLayer[] {
  return inBandOrder(features.flatMap((f) => f.layers ?? []));
}

/** The overlays of one slot, in order. */
export function overlaysIn(features: readonly WebFeature[], slot: Slot): Overlay[] {
  return features
    .flatMap((f) => f.overlays ?? [])
    .filter((o) => o.slot === slot)
    .sort((a, b) => a.order - b.order);
}

/** The kinds of thing that can be selected: those a feature gives a card for. */
export function selectionKindsOf(features: readonly WebFeature[]): SelectionKind[] {
  return features.flatMap((f) => Object.keys(f.cards ?? {}));
}

/** The card of a selection kind, if a feature has one. */
export function cardOf(
  features: readonly WebFeature[],
  kind: SelectionKind,
): ComponentType<{ id: string }> | null {
  for (const f of features) {
    const card = f.cards?.[kind];
    if (card) return card;
  }
  return null;
}

export function cardSectionsOf(
  features: readonly WebFeature[],
  kind: SelectionKind,
): ComponentType<{ id: string }>[] {
  return features.flatMap((f) => {
    const section = f.cardSections?.[kind];
    return section ? [section] : [];
  });
}

/** The Detail Kapal page's sections from every feature, in list order. */
export function detailSectionsOf(
  features: readonly WebFeature[],
): ComponentType<{ mmsi: number }>[] {
  return features.flatMap((f) => f.detailSections ?? []);
}

/** The routes of every feature, public and signed-in, in list order. */
export function routesOf(features: readonly WebFeature[]): {
  public: RouteObject[];
  signedIn: RouteObject[];
} {
  return {
    public: features.flatMap((f) => f.routes?.public ?? []),
    signedIn: features.flatMap((f) => f.routes?.signedIn ?? []),
  };
}

/** The toolbar's tools, in order. */
export function toolbarTools(features: readonly WebFeature[]): ToolbarTool[] {
  return features.flatMap((f) => f.tools ?? []).sort((a, b) => a.order - b.order);
}

/** The search bar's modes, in order. */
export function searchProviders(features: readonly WebFeature[]): SearchProvider[] {
  return features.flatMap((f) => f.search ?? []).sort((a, b) => a.order - b.order);
}

/**
 * The feature list, for screens and panels that read it (LAYERS & MAP, the vessel card's
 * sections). The app provides `FEATURES`; tests may provide their own.
 */
export const FeaturesContext = createContext<readonly WebFeature[]>([]);

export function useFeatures(): readonly WebFeature[] {
  return useContext(FeaturesContext);
}

/** The tabs features add to the port panel, in their order. */
export function portTabsOf(features: readonly WebFeature[]): PortTab[] {
  return features.flatMap((f) => f.portTabs ?? []).sort((a, b) => a.order - b.order);
}

/** The sections features add under a port-panel tab, in list order. */
export function portTabSectionsOf(
  features: readonly WebFeature[],
  tab: PortTabId,
): ComponentType<{ port: PortRef }>[] {
  return features.flatMap((f) => {
    const s = f.portTabSections?.[tab];
    return s ? [s] : [];
  });
}

/** The tab a feature adds under this id, if any (the first in list order). */
export function portTabOf(features: readonly WebFeature[], tab: PortTabId): PortTab | null {
  return features.flatMap((f) => f.portTabs ?? []).find((t) => t.id === tab) ?? null;
}
