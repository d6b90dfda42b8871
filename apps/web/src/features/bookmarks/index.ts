/** The bookmarks feature's public entry: what other features may use of it. */
export { useBookmarkedSet } from './bookmarks.api.ts';
