import { describe, expect, it } from 'vitest';
import {
  filterLabel,
  NO_FILTER,
  registrationExportUrl,
  registrationQuery,
} from './registration.api.ts';

describe('the registration filter as a query and a chip', () => {
  it('sends only what narrows the list', () => {
    expect(registrationQuery('  ', NO_FILTER)).toEqual({});
    expect(registrationQuery('km satu', null)).toEqual({ q: 'km satu' });
    expect(
      registrationQuery('', {
        yearFrom: 2021,
        yearTo: 2023,
        shipType: 'Tanker',
        submission: 'Else',
      }),
    ).toEqual({ yearFrom: '2021', yearTo: '2023', shipType: 'Tanker', submission: 'Else' });
  });

  it('names the chosen years, ship type and submission type on the chip', () => {
    expect(
      filterLabel({ yearFrom: 2021, yearTo: 2023, shipType: 'All', submission: 'Baru' }, 'All'),
    ).toBe('2021–2023 · Baru');
    expect(filterLabel({ ...NO_FILTER, shipType: 'No Type' }, 'All')).toBe('No Type');
    expect(filterLabel(NO_FILTER, 'Semua')).toBe('Semua');
  });

  it('downloads what is shown', () => {
    expect(
      registrationExportUrl('x', { ...NO_FILTER, yearFrom: 2020, submission: 'Perpanjangan' }),
    ).toBe('/api/registrations/export?q=x&yearFrom=2020&submission=Perpanjangan');
  });
});
