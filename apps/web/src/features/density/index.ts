/**
 * What the density feature offers other features (the port panel's Density switch): the
 * density store that draws a day's cells on the map, and the merge of a response's days.
 */
export { mergeDays } from './cluster.ts';
export { cancelDensity, useDensity } from './density.store.ts';
