import { describe, expect, it } from 'vitest';
import { fleetExportUrl, fleetQuery } from './data-ais.api.ts';

describe('Database Kapal queries', () => {
  it('sends the search and each condition as column:op:value', () => {
    expect(fleetQuery('  ', [])).toEqual({});
    expect(
      fleetQuery('km', [
        { column: 'shipType', op: 'eq', value: '80' },
        { column: 'destination', op: 'contains', value: 'a:b' },
      ]),
    ).toEqual({ q: 'km', filter: ['shipType:eq:80', 'destination:contains:a:b'] });
  });

  it('exports what the table shows', () => {
    expect(fleetExportUrl('orient', [{ column: 'name', op: 'notEmpty', value: '' }])).toBe(
      '/api/data-ais/export?q=orient&filter=name%3AnotEmpty%3A',
    );
  });
});
