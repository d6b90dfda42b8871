/**
 * The per-connection limits of every feed (issue #21), beside the server-wide settings
 * (`config.feeds`): no line longer than this is kept (NMEA sentences are at most 82
 * characters; tag blocks and trailers leave room to spare), and no connection holds more
 * unfinished multi-part messages than this. All connections share one fragment byte budget.
 */
export const FEED_MAX_LINE = 1024;
export const FEED_MAX_PENDING = 64;
