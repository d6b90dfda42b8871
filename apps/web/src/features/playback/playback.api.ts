import {
  decodePlaybackBlock,
  endpointPath,
  endpointQuery,
  playbackEndpoints,
  type PlaybackBlock,
} from '@pantau/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';
import { readError } from '../../api/http.ts';

/** Whether this user may replay the whole picture (the server decides; it checks again). */
export function usePlaybackAccess(enabled: boolean) {
  return useQuery({
    queryKey: ['playback', 'access'],
    queryFn: ({ signal }) => call(playbackEndpoints.access, undefined, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** Initiate: the server checks the right, audits the replay and answers the day's blocks. */
export function startPlayback(day: string, signal: AbortSignal) {
  return call(playbackEndpoints.start, { body: { day } }, { signal });
}

/** One block (15 minutes) of the whole picture (binary), cancelled with `signal`. */
export async function fetchBlock(
  day: string,
  index: number,
  bbox: readonly [number, number, number, number] | null,
  signal: AbortSignal,
): Promise<PlaybackBlock> {
  const path =
    endpointPath(playbackEndpoints.block, { index: String(index) }) +
    endpointQuery({ day, ...(bbox ? { bbox: bbox.map((v) => v.toFixed(4)).join(',') } : {}) });
  const response = await fetch(path, { credentials: 'same-origin', signal });
  if (!response.ok) throw await readError(response);
  return decodePlaybackBlock(await response.arrayBuffer());
}
