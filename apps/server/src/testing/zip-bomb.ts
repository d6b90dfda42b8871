import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A zip written by hand (tests): each file deflated by zlib (fast even for hundreds of
 * megabytes of one byte, which is what a zip bomb is), with local headers, the central
 * directory and its end record as APPNOTE.txt lays them out. `data` replaces a file's
 * compressed bytes (a broken file); `declaredSize` is the size the headers claim (a lie);
 * `dataDescriptor` leaves the local header without sizes, as a streamed zip does.
 */
export function zipOf(
  files: readonly (readonly [name: string, content: Buffer])[],
  opts: {
    data?: (content: Buffer) => Buffer;
    declaredSize?: number;
    dataDescriptor?: boolean;
  } = {},
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = opts.data ? opts.data(content) : deflateRawSync(content, { level: 9 });
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(opts.dataDescriptor ? 8 : 0, 6); // flags: bit 3, sizes after the data
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0, 10); // time, date
    const size = opts.declaredSize ?? content.length;
    if (!opts.dataDescriptor) {
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(data.length, 18);
      local.writeUInt32LE(size, 22);
    }
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    const descriptor = Buffer.alloc(opts.dataDescriptor ? 16 : 0);
    if (opts.dataDescriptor) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(data.length, 8);
      descriptor.writeUInt32LE(size, 12);
      central.writeUInt16LE(8, 8);
    }
    locals.push(local, nameBytes, data, descriptor);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length + descriptor.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
