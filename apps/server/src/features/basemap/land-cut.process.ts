// The first cut of the region's land, in its own short-lived process: reading the 135 MB
// world file takes several hundred megabytes, all given back to the system when this process
// ends (a thread's would stay with the server's allocator); the tile thread then reads the
// small cut from the cache. Started by `land-tiles.ts` with the job as its one IPC message.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { cutLand, type Box } from './land-cut.ts';

export interface CutJob {
  sourcePath: string;
  cachePath: string;
  box: Box;
}

process.once('message', (job: CutJob) => {
  const { land, stats } = cutLand(job.sourcePath, job.box);
  mkdirSync(dirname(job.cachePath), { recursive: true, mode: 0o700 });
  const tmp = `${job.cachePath}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(land), { mode: 0o600 });
  renameSync(tmp, job.cachePath);
  process.send?.(stats, () => process.disconnect());
});
