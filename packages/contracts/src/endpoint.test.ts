import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  defineEndpoint,
  endpointPath,
  endpointQuery,
  type EndpointInput,
  type EndpointOutput,
} from './endpoint.ts';

const put = defineEndpoint({
  method: 'PUT',
  path: '/api/bookmarks/:mmsi',
  summary: 'Bookmark a vessel',
  tags: ['bookmarks'],
  params: z.object({ mmsi: z.coerce.number() }),
  body: z.object({ group: z.string() }),
  response: z.object({ mmsi: z.number(), group: z.string() }),
});

describe('endpoint declarations', () => {
  it('fills path params, encoded, and refuses a missing one', () => {
    expect(endpointPath(put, { mmsi: 525005123 })).toBe('/api/bookmarks/525005123');
    expect(endpointPath({ ...put, path: '/api/ports/:code' }, { code: 'ID TPP' })).toBe(
      '/api/ports/ID%20TPP',
    );
    expect(() => endpointPath(put, {})).toThrow(/missing path param mmsi/);
  });

  it('writes a query string without undefined values, repeating arrays', () => {
    expect(endpointQuery({ q: 'priok', limit: 10, x: undefined })).toBe('?q=priok&limit=10');
    expect(endpointQuery({ type: ['cargo', 'tanker'] })).toBe('?type=cargo&type=tanker');
    expect(endpointQuery({})).toBe('');
  });

  it('types what a caller sends and what it gets back', () => {
    expectTypeOf<EndpointInput<typeof put>>().toEqualTypeOf<
      { params: { mmsi: unknown } } & { query?: never } & { body: { group: string } }
    >();
    expectTypeOf<EndpointOutput<typeof put>>().toEqualTypeOf<{ mmsi: number; group: string }>();
  });
});
