import type { PositionEvent } from '@pantau/domain';
import type { Insertable } from 'kysely';
import type { VesselStaticTable } from '../../store/schema.ts';

/** A position as history keeps it: the accepted event itself (no copy per report). */
export type PositionRow = PositionEvent;
/** A static report as history keeps it (a row of `vessel_static`). */
export type StaticRow = Insertable<VesselStaticTable>;
