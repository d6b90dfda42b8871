import { readFileSync } from 'node:fs';
import { DEFAULT_AGE_POLICY } from '@pantau/domain';
import { describe, expect, it } from 'vitest';
import { appOnDatabase, sessionFor } from '../../testing/app.ts';
import { TEST_DATABASES } from '../../testing/databases.ts';
import { LiveHub } from '../../live-hub/live-hub.ts';
import { sharedFile } from '../../testing/shared-data.ts';
import { IngestPipeline } from '../ingest/pipeline.ts';
import { SourceStats } from '../ingest/source-stats.ts';
import { LivePicture } from '../live/live-picture.ts';
import { AtonRepo } from './aton.repo.ts';
import { AidsToNavigation } from './atons.ts';

/** Real AIS captures with aids to navigation, and gpsd's decodes of them. */
const CAPTURE = 'ais/gpsd/daemon/ais-nmea-type6-fid55.log';
const capture = sharedFile(CAPTURE);
const oracle = sharedFile(
  `ais/oracle-gpsdecode-3.22/gpsd/daemon/ais-nmea-type6-fid55.log.jusv.txt`,
);
const sample = sharedFile('ais/gpsd/sample.aivdm');

interface GpsdAton {
  type: number;
  mmsi: number;
  name: string;
  aid_type: number;
  lat: number;
  lon: number;
  virtual_aid: boolean;
}

/** gpsd's newest report of each aid in the capture. */
function oracleAids(): Map<number, GpsdAton> {
  const aids = new Map<number, GpsdAton>();
  for (const line of readFileSync(oracle ?? '', 'utf8').split('\n')) {
    if (!line.includes('"type":21,')) continue;
    const m = JSON.parse(line) as GpsdAton;
    aids.set(m.mmsi, m);
  }
  return aids;
}

/** Feeds a capture through the ingest pipeline into `aids`; the vessels go to a picture. */
function feed(aids: AidsToNavigation, file: string, t = 1_795_000_000_000): SourceStats {
  const stats = new SourceStats();
  const hub = new LiveHub();
  const picture = new LivePicture({ policy: DEFAULT_AGE_POLICY, isSatellite: () => false });
  hub.subscribe({ name: 'picture', event: (e) => picture.apply(e) });
  hub.subscribe({ name: 'aids', aton: (r) => aids.apply(r) });
  const pipeline = new IngestPipeline({ hub, now: () => t });
  const connection = pipeline.connection('gpsd', stats);
  connection.write(readFileSync(file));
  connection.end();
  return stats;
}

for (const database of TEST_DATABASES) {
  describe.runIf((await database.available()) && capture && oracle && sample)(
    `aids to navigation (SBNP) from AIS on ${database.name}`,
    () => {
      const t = appOnDatabase(database);

      it('keeps the newest report of each aid in a real capture, as gpsd decodes it', () => {
        const aids = new AidsToNavigation(new AtonRepo(t.store.db));
        feed(aids, capture ?? '');
        const expected = oracleAids();
        expect(expected.size).toBeGreaterThan(10);
        const got = new Map(aids.list().map((a) => [a.mmsi, a]));
        expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
        for (const [mmsi, g] of expected) {
          expect(got.get(mmsi)).toMatchObject({
            name: g.name,
            aidType: g.aid_type,
            virtual: g.virtual_aid,
            lat: g.lat / 600_000,
            lon: g.lon / 600_000,
          });
        }
        // Found by any part of the name.
        expect(aids.search('COASTGUARD').map((a) => a.name)).toEqual([
          'NL COASTGUARD',
          'NL COASTGUARD 99',
        ]);
      });

      it('writes the aids to the store and has them again after a restart', async () => {
        const repo = new AtonRepo(t.store.db);
        const before = new AidsToNavigation(repo);
        feed(before, capture ?? '', 1_795_000_000_000);
        await before.flush();
        // Heard again later: the stored row is replaced, not added to.
        feed(before, sample ?? '', 1_795_000_600_000);
        await before.flush();
        const after = new AidsToNavigation(repo);
        await after.load();
        expect(after.size).toBe(before.size);
        expect(after.list().sort((a, b) => a.mmsi - b.mmsi)).toEqual(
          before.list().sort((a, b) => a.mmsi - b.mmsi),
        );
        // An aid not heard since the cut-off goes, here and in the store.
        const stored = (await repo.list()).length;
        expect(stored).toBe(before.size);
        expect(await after.purge(1_795_000_300_000)).toBe(stored - 2);
        expect(after.size).toBe(2);
        expect((await repo.list()).map((a) => a.name).sort()).toEqual([
          'CHINA ROSE MURPHY EXPRESS ALERT',
          'IBC G BUOY',
        ]);
      });

      it('serves the aids heard by the live pipeline to the map and the Others search', async () => {
        const visitor = await sessionFor(t.store, t.config, 'visitor', 'vita');
        const stats = new SourceStats();
        const connection = t.app.ingest.pipeline.connection('gpsd-sample', stats);
        connection.write(readFileSync(sample ?? ''));
        connection.end();

        const list = await t.call('GET', '/api/aids-to-navigation', visitor);
        expect(list.statusCode).toBe(200);
        const aids = list.json<{ aids: { name: string; aidTypeName: string; source: string }[] }>()
          .aids;
        // The 31-character name comes whole: 20 characters and the name extension.
        expect(aids).toContainEqual(
          expect.objectContaining({
            name: 'CHINA ROSE MURPHY EXPRESS ALERT',
            aidTypeName: 'Cardinal mark N',
            source: 'gpsd-sample',
          }),
        );

        const search = await t.call('GET', '/api/assets/search?q=ibc%20g&types=SBNP', visitor);
        expect(search.json()).toEqual({
          results: [
            {
              id: '4000003',
              name: 'IBC G BUOY',
              type: 'SBNP',
              lon: expect.closeTo(126.572227, 5) as number,
              lat: expect.closeTo(37.414467, 5) as number,
              detail: 'Special mark',
              mmsi: 4000003,
            },
          ],
        });
        const byMmsi = await t.call('GET', '/api/assets/search?q=4000003', visitor);
        expect(byMmsi.json<{ results: { type: string }[] }>().results.map((r) => r.type)).toEqual([
          'SBNP',
        ]);
        expect((await t.call('GET', '/api/aids-to-navigation')).statusCode).toBe(401);
      });
    },
  );
}
