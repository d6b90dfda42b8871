import { assetEndpoints, bookmarkEndpoints } from '@pantau/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from './call.ts';

const put = bookmarkEndpoints.put;
const list = bookmarkEndpoints.list;

afterEach(() => vi.unstubAllGlobals());

function stubFetch(answer: unknown) {
  const fetch = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(answer), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('call', () => {
  it('fills the path, writes the query, sends the body with the method, types the answer', async () => {
    const fetch = stubFetch({ mmsi: 525000001, group: 'Tugs', createdAt: 1 });
    const answer = await call(put, { params: { mmsi: 525000001 }, body: { group: 'Tugs' } });
    const group: string = answer.group;
    expect(group).toBe('Tugs');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/bookmarks/525000001');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(JSON.stringify({ group: 'Tugs' }));
    const search = stubFetch({ results: [] });
    await call(assetEndpoints.search, { query: { q: 'Benoa port' } });
    expect(search.mock.calls[0]?.[0]).toBe('/api/assets/search?q=Benoa+port');
  });

  it('calls an endpoint without input with none', async () => {
    const fetch = stubFetch({ bookmarks: [] });
    expect((await call(list)).bookmarks).toEqual([]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/bookmarks');
    expect(fetch.mock.calls[0]?.[1]?.body).toBeUndefined();
  });
});
