import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithSession } from '../../testing/app.ts';
import { SourcesRepo } from '../sources/sources.repo.ts';

describe('asset search (Others mode)', () => {
  let t: Awaited<ReturnType<typeof appWithSession>>;
  const search = (qs: string) =>
    t.app.inject({ url: `/api/assets/search?${qs}`, headers: { cookie: t.cookie } });
  type Results = { results: { id: string; name: string; type: string; detail: string | null }[] };

  beforeAll(async () => {
    t = await appWithSession('visitor');
    const repo = new SourcesRepo(t.store.db, Date.now);
    const vts = await repo.create({
      name: 'VTS_Benoa',
      kind: 'udp',
      port: 10110,
      district: 'Benoa',
      enabled: false,
    });
    await repo.create({
      name: 'SROP_Benoa_Ujung',
      kind: 'udp',
      port: 10111,
      parentId: vts.id,
      enabled: false,
    });
  });
  afterAll(() => t.close());

  it('finds ports by name and by UN/LOCODE, placed', async () => {
    const byName = (await search('q=benoa&types=Port')).json<Results>();
    // The registry (issue #14): the WPI's two ports named Benoa, then the Benoa district office.
    expect(byName.results[0]).toEqual({
      id: 'IDBOA',
      name: 'Benoa',
      type: 'Port',
      lon: 115.216667,
      lat: -8.75,
      detail: 'Ports · Benoa',
      poi: 'wpi-51260',
    });
    expect(byName.results.map((r) => r.name)).toEqual(['Benoa', 'Benoa', 'Distrik Navigasi Benoa']);
    const byCode = (await search('q=idtbr')).json<Results>();
    // The port, its district's office, and the registry's VTS station (issue #14) serving it:
    // a port before an office or station of the same place.
    expect(byCode.results.map((r) => r.name)).toEqual([
      'Teluk Bayur',
      'Distrik Navigasi Teluk Bayur',
      'VTS Teluk Bayur',
    ]);
  });

  it('finds VTS and SROP stations: a VTS at its district port, an SROP under its parent', async () => {
    const all = (await search('q=benoa')).json<Results>().results;
    expect(all.map((r) => `${r.type} ${r.name}`)).toEqual([
      'Port Benoa',
      'Port Benoa',
      'Port Distrik Navigasi Benoa',
      // The registry's VTS station (issue #14), then the source.
      'VTS VTS Benoa',
      'VTS VTS_Benoa',
      'SROP SROP_Benoa_Ujung',
    ]);
    expect(all.find((r) => r.type === 'SROP')).toMatchObject({ detail: 'VTS_Benoa', lon: null });
    expect(all.find((r) => r.name === 'VTS_Benoa')).toMatchObject({
      detail: 'Benoa',
      lon: 115.216667,
    });
    const onlySrop = (await search('q=benoa&types=SROP')).json<Results>().results;
    expect(onlySrop.map((r) => r.type)).toEqual(['SROP']);
  });

  it('refuses an unknown type and an empty query with the field and reason', async () => {
    const bad = await search('q=benoa&types=Port,Lighthouse');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      field: 'types',
      message: "unknown asset type 'Lighthouse'",
    });
    const empty = await search('q=%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'q' });
  });

  it('asks for a signed-in user', async () => {
    const anon = await t.app.inject({ url: '/api/assets/search?q=benoa' });
    expect(anon.statusCode).toBe(401);
  });
});
