/** What the vessel layers draw: columns from the live worker, nothing per vessel. */
export interface VesselPicture {
  count: number;
  positions: Float32Array;
  angles: Float32Array;
  predictions: Float32Array;
  predictionColours: Uint8Array;
  colours: Uint8Array;
  solid: Uint8Array;
  flags: Uint8Array;
  /** Positions of the vessels whose plot status is not good (see `VesselColumns`). */
  plotRings: Float32Array;
  mmsi: Uint32Array;
}

/** A picture of `n` vessels, every column zero (solid: 1), to be filled in row by row. */
export function emptyPicture(n: number): VesselPicture {
  return {
    count: n,
    positions: new Float32Array(2 * n),
    angles: new Float32Array(n),
    predictions: new Float32Array(4 * n),
    predictionColours: new Uint8Array(8 * n),
    colours: new Uint8Array(4 * n),
    solid: new Uint8Array(n).fill(1),
    flags: new Uint8Array(n),
    plotRings: new Float32Array(0),
    mmsi: new Uint32Array(n),
  };
}

/** The rows `rows` of a picture as a picture of their own (what a layer of only them draws). */
export function pictureOf(vessels: VesselPicture, rows: Uint32Array): VesselPicture {
  const n = rows.length;
  const out: VesselPicture = { ...emptyPicture(n), plotRings: vessels.plotRings };
  for (let k = 0; k < n; k++) {
    const i = rows[k] ?? 0;
    out.positions.set(vessels.positions.subarray(2 * i, 2 * i + 2), 2 * k);
    out.predictions.set(vessels.predictions.subarray(4 * i, 4 * i + 4), 4 * k);
    out.predictionColours.set(vessels.predictionColours.subarray(8 * i, 8 * i + 8), 8 * k);
    out.colours.set(vessels.colours.subarray(4 * i, 4 * i + 4), 4 * k);
    out.angles[k] = vessels.angles[i] ?? 0;
    out.solid[k] = vessels.solid[i] ?? 0;
    out.flags[k] = vessels.flags[i] ?? 0;
    out.mmsi[k] = vessels.mmsi[i] ?? 0;
  }
  return out;
}
