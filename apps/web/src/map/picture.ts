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
