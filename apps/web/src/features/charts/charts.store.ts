/** A chart overlay's opacity when the user has not set one. */
export const DEFAULT_CHART_OPACITY = 0.7;
