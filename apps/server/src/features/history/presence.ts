import type Database from 'better-sqlite3';
import { rowValues, type PositionColumns } from './position-columns.ts';

/**
 * Where vessels were, hour by hour (migration 0052): per UTC hour and cell of this many
 * degrees (about 1.1 km, 0.6 NM), each vessel heard there and how many of its positions.
 * One port's 24 hours is read from here, not from the positions around it.
 */
export const PRESENCE_CELL_DEG = 0.01;
export const PRESENCE_HOUR_MS = 3_600_000;

/** The presence row a position counts in: its hour and cell. */
export function presenceKey(t: number, lon: number, lat: number) {
  return {
    hour: Math.floor(t / PRESENCE_HOUR_MS),
    cx: Math.floor(lon / PRESENCE_CELL_DEG),
    cy: Math.floor(lat / PRESENCE_CELL_DEG),
  };
}

/**
 * The SQLite writer of a batch of positions, in one transaction: each position not stored yet
 * (same MMSI, time and source: skipped), and the presence of those it stored. Used on the
 * main thread and by the writer's own thread (`sqlite-writer.worker.ts`).
 */
export function sqlitePositionWriter(database: Database.Database): (c: PositionColumns) => void {
  const insert = database.prepare(
    'insert into positions (mmsi, t, lat, lon, sog, cog, heading, nav_status, rot, source) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing',
  );
  const present = database.prepare(
    `insert into position_presence (hour, cx, cy, mmsi, n) values (?, ?, ?, ?, ?)
      on conflict (hour, cx, cy, mmsi) do update set n = n + excluded.n`,
  );
  return database.transaction((c: PositionColumns) => {
    const counts = new Map<string, [number, number, number, number, number]>();
    for (let i = 0; i < c.n; i++) {
      if (insert.run(...rowValues(c, i)).changes === 0) continue;
      const mmsi = c.mmsi[i] ?? 0;
      const { hour, cx, cy } = presenceKey(c.t[i] ?? 0, c.lon[i] ?? 0, c.lat[i] ?? 0);
      const key = `${hour}|${cx}|${cy}|${mmsi}`;
      const row = counts.get(key);
      if (row) row[4] += 1;
      else counts.set(key, [hour, cx, cy, mmsi, 1]);
    }
    for (const row of counts.values()) present.run(...row);
  });
}
