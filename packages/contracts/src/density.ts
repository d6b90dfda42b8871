import { SHIP_TYPE_GROUPS, type ShipTypeGroup } from '@pantau/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { bboxText, calendarDay } from './fields.ts';

/**
 * Vessel density (SPEC §2.3, §9; the EMODnet method): hours vessels spent per square
 * kilometre of a regular grid, aggregated by the server per UTC+7 day, ship-type group and
 * source. A map asks for a range of at most `DENSITY_MAX_DAYS` days.
 */
export const DENSITY_MAX_DAYS = 5;
/** The grid: cells of this many degrees (about 2.8 km at the equator). */
export const DENSITY_CELL_DEG = 0.025;
/** SPEC §8: the message for a longer range. */
export const DENSITY_TOO_LONG = 'please select only 5 days max';

const GROUP_IDS = SHIP_TYPE_GROUPS.map((g) => g.id) as [ShipTypeGroup, ...ShipTypeGroup[]];

/** A comma list of ship-type groups; an unknown one is refused, naming it. */
const Groups = z
  .string()
  .transform((v) => v.split(',').filter((s) => s !== ''))
  .pipe(
    z.array(
      z.enum(GROUP_IDS, {
        error: (i) => `unknown ship type '${String(i.input)}' (one of ${GROUP_IDS.join(', ')})`,
      }),
    ),
  );
const Sources = z
  .string()
  .max(2000)
  .transform((v) => v.split(',').filter((s) => s !== ''));
const Bbox = bboxText();

export const DensityQuery = z.object({
  from: calendarDay('from').describe('first UTC+7 day'),
  to: calendarDay('to').describe(`last UTC+7 day, at most ${DENSITY_MAX_DAYS} days in all`),
  groups: Groups.optional().describe('ship-type groups, comma separated; all when absent'),
  sources: Sources.optional().describe('source names, comma separated; all when absent'),
  bbox: Bbox.optional().describe('west,south,east,north; everywhere when absent'),
});

export const DensityExportQuery = DensityQuery.extend({
  format: z.enum(['csv', 'tif']).default('csv'),
});

/** The cells with time in them, in columns (centres of the cells). */
export const DensityView = z
  .object({
    from: z.string(),
    to: z.string(),
    cellDeg: z.number(),
    /** The days of the range that have any data. */
    days: z.array(z.string()),
    lon: z.array(z.number()).describe('cell centre'),
    lat: z.array(z.number()).describe('cell centre'),
    hours: z.array(z.number()).describe('vessel hours in the cell'),
    density: z.array(z.number()).describe('vessel hours per km²'),
  })
  .meta({ id: 'Density' });
export type DensityView = z.infer<typeof DensityView>;

export const densityEndpoints = {
  map: defineEndpoint({
    method: 'GET',
    path: '/api/density',
    summary: 'Vessel density (hours per km²) of up to 5 days',
    tags: ['density'],
    query: DensityQuery,
    response: DensityView,
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/density/export',
    summary: 'The density grid as CSV or GeoTIFF (hours per km², EPSG:4326)',
    tags: ['density'],
    query: DensityExportQuery,
  }),
};
