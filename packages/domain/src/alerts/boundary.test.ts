import { describe, expect, it } from 'vitest';
import { visitDetails, type VisitPort } from './boundary.ts';

const port = (name: string, closest: number | null, inside = true): VisitPort => ({
  poiId: name.toLowerCase(),
  name,
  code: null,
  category: 'port',
  closest,
  inside,
});

describe('Boundary: one record per visit', () => {
  it('names every port entered, the nearest first, and takes the nearest for its columns', () => {
    const d = visitDetails([
      port('Sekupang', 9_000),
      port('Batam', 3_200),
      port('VTS Batam', 5_100),
    ]);
    expect(d).toMatchObject({
      port: 'Batam',
      portId: 'batam',
      distance: 3_200,
      ports: 'Batam, VTS Batam, Sekupang',
      portCount: 3,
      status: 'inside',
    });
  });

  it('is outside only when the vessel left every circle', () => {
    expect(visitDetails([port('A', 10, false), port('B', 20)]).status).toBe('inside');
    expect(visitDetails([port('A', 10, false), port('B', 20, false)]).status).toBe('outside');
  });

  it('says how many more when many ports were entered', () => {
    const many = Array.from({ length: 7 }, (_, i) => port(`P${i}`, i * 100));
    expect(visitDetails(many).ports).toBe('P0, P1, P2, P3, P4 +2');
  });
});
