/**
 * How the map marks things, as plain values: the zooms that change what vessels show and the
 * colours of the rings and bubbles. Light (no deck.gl), so the legend can read them without
 * loading the map's drawing code.
 */

/** Below this spec zoom vessels are dots; from it on (harbour zoom), ship icons rotated by heading. */
export const ICON_MIN_ZOOM = 9;
/** SPEC §2, §9: heading lines above zoom 7. */
export const HEADING_LINES_ABOVE_ZOOM = 7;
/** SPEC §2, §9: heading predictions only above zoom 9. */
export const PREDICTION_ABOVE_ZOOM = 9;

/** The one red of what is selected on the map: a vessel, a POI, an aid, a radar target. */
export const SELECTED_RGB: [number, number, number] = [240, 20, 20];
/** The Plot Status ring (SPEC §2: overlay for vessels whose plot status is not good). */
export const PLOT_RING_RGBA: [number, number, number, number] = [255, 160, 0, 255];
/** A bubble of vessels counted together: dark grey, white figures, on either theme. */
export const CLUSTER_RGBA: [number, number, number, number] = [52, 58, 64, 225];
/** The selected vessel's track. */
export const TRACK_RGB: [number, number, number] = [20, 60, 160];
/** A bookmarked vessel's circle: pure yellow, apart from the High Speed Craft group's amber (#fcc419). */
export const BOOKMARK_RGB: [number, number, number] = [255, 238, 0];
/** An aid to navigation heard over AIS: amber, red when it reports itself off position. */
export const AID_RGB: [number, number, number] = [250, 176, 5];
export const AID_OFF_POSITION_RGB: [number, number, number] = [224, 49, 49];
/** The map's names are written in the interface's own typeface (deck.gl's default is monospace). */
export const LABEL_FONT = 'system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
