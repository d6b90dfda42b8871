#!/usr/bin/env node
/**
 * pantau-ais: decode NMEA AIS from files or stdin to JSON lines.
 *
 *   pantau-ais decode [--gpsd] [--meta] [--stats] [file ...]
 *
 * `--gpsd` prints what `gpsdecode -u -j -s` prints (field names in gpsd's order, unscaled
 * integers, gpsd's date and `*_text` strings, CRLF line ends) so the outputs diff line by line.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { Gpsd24Merger, toGpsd, toGpsdLine } from './gpsd.ts';
import type { AisMessage } from './reader.ts';
import { AisStream, type MessageMeta } from './stream.ts';

const USAGE = `usage: pantau-ais decode [--gpsd] [--meta] [--stats] [file ...]

  Reads NMEA 0183 (AIVDM/AIVDO with or without tag blocks, radar TTM/TLL) from the files
  or from stdin and prints one JSON object per decoded message.

  --gpsd   print exactly what gpsdecode -u -j -s prints for AIS
  --meta   add talker, channel, tag block and trailer under "meta" (not with --gpsd)
  --stats  print counts of lines, messages and errors by kind to stderr at the end
`;

/** Buffered stdout: one write per ~64 KiB instead of one per message. */
class Out {
  private parts: string[] = [];
  private size = 0;
  private readonly sink: NodeJS.WritableStream;
  constructor(sink: NodeJS.WritableStream, eol = '\n') {
    this.sink = sink;
    this.eol = eol;
  }
  private readonly eol: string;
  line(s: string): void {
    this.parts.push(s, this.eol);
    this.size += s.length + 1;
    if (this.size > 65536) this.flush();
  }
  flush(): void {
    if (this.parts.length === 0) return;
    this.sink.write(this.parts.join(''));
    this.parts = [];
    this.size = 0;
  }
}

export async function main(
  argv: readonly string[],
  stdin: Readable,
  stdout: NodeJS.WritableStream,
  stderr: NodeJS.WritableStream,
): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'decode') {
    stderr.write(USAGE);
    return command === '--help' || command === '-h' ? 0 : 2;
  }
  const flags = new Set(rest.filter((a) => a.startsWith('--')));
  const files = rest.filter((a) => !a.startsWith('--'));
  for (const f of flags) {
    if (!['--gpsd', '--meta', '--stats'].includes(f)) {
      stderr.write(`unknown option ${f}\n${USAGE}`);
      return 2;
    }
  }
  const gpsd = flags.has('--gpsd');
  const withMeta = flags.has('--meta') && !gpsd;
  // gpsd ends its JSON lines with CRLF: so does --gpsd, for a byte-for-byte diff.
  const out = new Out(stdout, gpsd ? '\r\n' : '\n');
  const merger = new Gpsd24Merger();
  const onMessage = gpsd
    ? (m: AisMessage, meta: MessageMeta) =>
        out.line(
          m.type === 24 ? JSON.stringify(merger.apply(m, toGpsd(m), meta.channel)) : toGpsdLine(m),
        )
    : withMeta
      ? (m: AisMessage, meta: MessageMeta) => out.line(JSON.stringify({ ...m, meta }))
      : (m: AisMessage) => out.line(JSON.stringify(m));
  const stream = new AisStream({
    gpsd,
    onMessage,
    onRadar: gpsd
      ? undefined
      : (target, tag) => out.line(JSON.stringify(tag ? { ...target, tag } : target)),
  });
  const inputs: Readable[] = files.length > 0 ? files.map((f) => createReadStream(f)) : [stdin];
  for (const input of inputs) {
    for await (const chunk of input) stream.write(chunk as Buffer);
  }
  stream.end();
  out.flush();
  if (flags.has('--stats')) {
    const maxRssKb = process.resourceUsage().maxRSS;
    stderr.write(`${JSON.stringify({ ...stream.stats, maxRssKb })}\n`);
  }
  return 0;
}

if (import.meta.main) {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
  main(process.argv.slice(2), process.stdin, process.stdout, process.stderr).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`pantau-ais: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}
