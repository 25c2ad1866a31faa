import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBuffer } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeOgg } from '../src/modules/media/ogg-sanitize.ts';
import { sanitizeVoiceNote } from '../src/modules/media/voice-sanitize.ts';
import { sanitizeWebm } from '../src/modules/media/webm-sanitize.ts';
import { bearer, signedInAccount } from './support/accounts.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));

const NAME = 'Jane Doe';
const EMAIL = 'jane@example.com';
const TOO_LONG = 'Voice notes can be at most 120 seconds long.';

const contains = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));

// --- WebM (EBML), written by hand: every element gets an 8-byte size. ---

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const CLUSTER = 0x1f43b675;
const UNKNOWN_SIZE = Buffer.from('01ffffffffffffff', 'hex');

function ebmlId(id: number): Buffer {
  const hex = id.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
}

function ebml(id: number, ...content: (Buffer | string)[]): Buffer {
  const data = Buffer.concat(content.map((part) => Buffer.from(part)));
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(data.length));
  size[0] = 0x01;
  return Buffer.concat([ebmlId(id), size, data]);
}

const uint = (value: number) => Buffer.from([value]);

interface Element {
  id: number;
  start: number;
  dataStart: number;
  end: number;
}

function vintAt(bytes: Buffer, offset: number, keepMarker: boolean) {
  const first = bytes[offset] ?? 0;
  const length = Math.clz32(first) - 23;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (bytes[offset + i] ?? 0);
  return { value, length };
}

/** The elements in [start, end), one after another (all of known size). */
function elements(bytes: Buffer, start: number, end: number): Element[] {
  const found: Element[] = [];
  for (let offset = start; offset < end; ) {
    const id = vintAt(bytes, offset, true);
    const size = vintAt(bytes, offset + id.length, false);
    const dataStart = offset + id.length + size.length;
    found.push({ id: id.value, start: offset, dataStart, end: dataStart + size.value });
    offset = dataStart + size.value;
  }
  return found;
}

/** The fixture's EBML header, and its Segment's children (the fixtures' Segment runs to EOF). */
function webmParts(bytes: Buffer) {
  const [header] = elements(bytes, 0, 1);
  if (!header || header.id !== EBML_HEADER) throw new Error('no EBML header');
  const segmentSize = vintAt(bytes, header.end + 4, false);
  const children = elements(bytes, header.end + 4 + segmentSize.length, bytes.length);
  const only = (id: number) => {
    const element = children.find((each) => each.id === id);
    if (!element) throw new Error(`no element ${id.toString(16)}`);
    return element;
  };
  return { header: bytes.subarray(0, header.end), children, only };
}

/** A WebM with a name and an e-mail address in every place Matroska has for text. */
function taggedWebm(options: { liveClusters: boolean }): Buffer {
  const source = fixture('voice-4s-live.webm');
  const { header, children, only } = webmParts(source);
  const info = only(INFO);
  const [timestampScale] = elements(source, info.dataStart, info.end);
  const entry = elements(source, only(TRACKS).dataStart, only(TRACKS).end)[0];
  if (!timestampScale || !entry) throw new Error('unexpected fixture layout');
  const tags = ebml(
    0x1254c367,
    ebml(0x7373, ebml(0x67c8, ebml(0x45a3, 'ARTIST'), ebml(0x4487, `${NAME} ${EMAIL}`))),
  );
  const attachments = ebml(
    0x1941a469,
    ebml(
      0x61a7,
      ebml(0x466e, 'jane-doe.vcf'),
      ebml(0x4660, 'text/vcard'),
      ebml(0x465c, `BEGIN:VCARD\nFN:${NAME}\nEMAIL:${EMAIL}\nEND:VCARD`),
      ebml(0x46ae, uint(7)),
    ),
  );
  const clusters = children
    .filter((each) => each.id === CLUSTER)
    .map((cluster) =>
      options.liveClusters
        ? Buffer.concat([
            ebmlId(CLUSTER),
            UNKNOWN_SIZE,
            source.subarray(cluster.dataStart, cluster.end),
          ])
        : source.subarray(cluster.start, cluster.end),
    );
  const metadata = [tags, attachments];
  return Buffer.concat([
    header,
    ebmlId(SEGMENT),
    UNKNOWN_SIZE,
    ebml(
      INFO,
      source.subarray(timestampScale.start, timestampScale.end),
      ebml(0x4d80, `${NAME}'s recorder`),
      ebml(0x5741, EMAIL),
      ebml(0x7ba9, `Voice note from ${NAME}`),
    ),
    ebml(
      TRACKS,
      ebml(TRACK_ENTRY, source.subarray(entry.dataStart, entry.end), ebml(0x536e, NAME)),
    ),
    // MediaRecorder's unknown-size Clusters end where the next top-level element starts.
    ...(options.liveClusters ? [...clusters, ...metadata] : [...metadata, ...clusters]),
  ]);
}

/** voice-130s.webm with its Info Duration rewritten to 10 s; its blocks still run 130 s. */
function lyingWebm(): Buffer {
  const bytes = Buffer.from(fixture('voice-130s.webm'));
  const info = webmParts(bytes).only(INFO);
  const duration = elements(bytes, info.dataStart, info.end).find((each) => each.id === 0x4489);
  if (!duration || duration.end - duration.dataStart !== 8) throw new Error('no 8-byte Duration');
  bytes.writeDoubleBE(10_000, duration.dataStart); // milliseconds, at the default TimestampScale
  return bytes;
}

/** The 4 s WebM plus a subtitle track whose one block is text. */
function webmWithTextTrack(): Buffer {
  const source = fixture('voice-4s-live.webm');
  const { header, children, only } = webmParts(source);
  const tracks = only(TRACKS);
  const textTrack = ebml(
    TRACK_ENTRY,
    ebml(0xd7, uint(2)),
    ebml(0x73c5, uint(9)),
    ebml(0x83, uint(0x11)),
    ebml(0x86, 'S_TEXT/UTF8'),
  );
  const textBlock = Buffer.concat([
    Buffer.from([0x82, 0, 0, 0x80]),
    Buffer.from(`${NAME} ${EMAIL}`),
  ]);
  return Buffer.concat([
    header,
    ebmlId(SEGMENT),
    UNKNOWN_SIZE,
    source.subarray(only(INFO).start, only(INFO).end),
    ebml(TRACKS, source.subarray(tracks.dataStart, tracks.end), textTrack),
    ...children.filter((each) => each.id === CLUSTER).map((c) => source.subarray(c.start, c.end)),
    ebml(CLUSTER, ebml(0xe7, uint(0)), ebml(0xa3, textBlock)),
  ]);
}

// --- Ogg, written by hand: pages with their CRC (polynomial 0x04c11db7, no reflection). ---

const OGG_CRC = Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

function oggCrc(page: Buffer): number {
  let crc = 0;
  page.forEach((byte, i) => {
    const value = i >= 22 && i < 26 ? 0 : byte;
    crc = ((crc << 8) ^ (OGG_CRC[((crc >>> 24) ^ value) & 0xff] ?? 0)) >>> 0;
  });
  return crc;
}

interface OggPage {
  flags: number;
  granule: bigint;
  serial: number;
  sequence: number;
  bytes: Buffer;
}

function oggPages(bytes: Buffer): OggPage[] {
  const pages: OggPage[] = [];
  for (let offset = 0; offset < bytes.length; ) {
    const segments = bytes[offset + 26] ?? 0;
    const lacing = bytes.subarray(offset + 27, offset + 27 + segments);
    const end = offset + 27 + segments + lacing.reduce((sum, lace) => sum + lace, 0);
    pages.push({
      flags: bytes[offset + 5] ?? 0,
      granule: bytes.readBigInt64LE(offset + 6),
      serial: bytes.readUInt32LE(offset + 14),
      sequence: bytes.readUInt32LE(offset + 18),
      bytes: bytes.subarray(offset, end),
    });
    offset = end;
  }
  return pages;
}

/** The packets of an Ogg stream, joined across pages. */
function oggPackets(bytes: Buffer): Buffer[] {
  const packets: Buffer[] = [];
  let open: Buffer[] = [];
  for (const page of oggPages(bytes)) {
    const segments = page.bytes[26] ?? 0;
    let offset = 27 + segments;
    for (const lace of page.bytes.subarray(27, 27 + segments)) {
      open.push(page.bytes.subarray(offset, offset + lace));
      offset += lace;
      if (lace < 255) {
        packets.push(Buffer.concat(open));
        open = [];
      }
    }
  }
  return packets;
}

function oggPage(page: Omit<OggPage, 'bytes'>, packets: Buffer[]): Buffer {
  const lacing = packets.flatMap((packet) => [
    ...Array<number>(Math.floor(packet.length / 255)).fill(255),
    packet.length % 255,
  ]);
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = page.flags;
  header.writeBigInt64LE(page.granule, 6);
  header.writeUInt32LE(page.serial, 14);
  header.writeUInt32LE(page.sequence, 18);
  header[26] = lacing.length;
  const bytes = Buffer.concat([header, Buffer.from(lacing), ...packets]);
  bytes.writeUInt32LE(oggCrc(bytes), 22);
  return bytes;
}

function xiphComments(magic: string, vendor: string, comments: string[]): Buffer {
  const field = (text: string) => {
    const length = Buffer.alloc(4);
    length.writeUInt32LE(Buffer.byteLength(text));
    return Buffer.concat([length, Buffer.from(text)]);
  };
  const count = Buffer.alloc(4);
  count.writeUInt32LE(comments.length);
  const framing = magic === 'OpusTags' ? [] : [Buffer.from([1])];
  return Buffer.concat([
    Buffer.from(magic, 'latin1'),
    field(vendor),
    count,
    ...comments.map(field),
    ...framing,
  ]);
}

const HOSTILE_COMMENTS = [`ARTIST=${NAME} ${EMAIL}`, 'TITLE=For Amara, with love'];

/** voice-3s.ogg with the sender's name and e-mail in its OpusTags. */
function taggedOgg(): Buffer {
  const [head, tags, ...rest] = oggPages(fixture('voice-3s.ogg'));
  if (!head || !tags) throw new Error('unexpected fixture layout');
  const comments = xiphComments('OpusTags', `${NAME}'s recorder`, HOSTILE_COMMENTS);
  return Buffer.concat([head.bytes, oggPage(tags, [comments]), ...rest.map((page) => page.bytes)]);
}

/** The 3 s Ogg's audio packets 44 times over (132 s), with granule positions that stop at 10 s. */
function lyingOgg(): Buffer {
  const source = fixture('voice-3s.ogg');
  const [head, tags] = oggPages(source);
  if (!head || !tags) throw new Error('unexpected fixture layout');
  const audio = oggPackets(source).slice(2);
  const packets = Array.from({ length: 44 }, () => audio).flat();
  const pages = [head.bytes, tags.bytes];
  for (let first = 0; first < packets.length; first += 50) {
    const last = first + 50 >= packets.length;
    pages.push(
      oggPage(
        {
          flags: last ? 0x04 : 0,
          granule: BigInt(Math.min(first + 50, 500) * 960),
          serial: head.serial,
          sequence: pages.length,
        },
        packets.slice(first, first + 50),
      ),
    );
  }
  return Buffer.concat(pages);
}

// --- MP4, written by hand: 32-bit box sizes. ---

interface Mp4Box {
  type: string;
  start: number;
  contentStart: number;
  end: number;
}

function box(type: string, ...content: (Buffer | string)[]): Buffer {
  const data = Buffer.concat(content.map((part) => Buffer.from(part)));
  const header = Buffer.alloc(8);
  header.writeUInt32BE(data.length + 8);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, data]);
}

function mp4Boxes(bytes: Buffer, start = 0, end = bytes.length): Mp4Box[] {
  const boxes: Mp4Box[] = [];
  for (let offset = start; offset < end; ) {
    const size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    boxes.push({ type, start: offset, contentStart: offset + 8, end: offset + size });
    offset += size;
  }
  return boxes;
}

/** The box at a path of types, e.g. ['moov', 'trak', 'mdia']. */
function mp4Path(bytes: Buffer, path: string[]): Mp4Box {
  let found: Mp4Box | undefined;
  for (const type of path) {
    const inside = found ? mp4Boxes(bytes, found.contentStart, found.end) : mp4Boxes(bytes);
    found = inside.find((each) => each.type === type);
    if (!found) throw new Error(`no ${path.join('/')}`);
  }
  return found as Mp4Box;
}

const ilstItem = (type: string, text: string) =>
  box(type, box('data', Buffer.from([0, 0, 0, 1, 0, 0, 0, 0]), text));

/**
 * voice-3s.m4a with a name and e-mail in trak and moov udta, an iTunes ilst, the handler name, an
 * XMP uuid box and a free box after moov. Only moov and what follows it change, so the chunk
 * offsets into mdat (before moov) stay right.
 */
function taggedM4a(): Buffer {
  const source = fixture('voice-3s.m4a');
  const slice = (found: Mp4Box) => source.subarray(found.start, found.end);
  const moov = mp4Path(source, ['moov']);
  const hdlr = mp4Path(source, ['moov', 'trak', 'mdia', 'hdlr']);
  const mdia = box(
    'mdia',
    slice(mp4Path(source, ['moov', 'trak', 'mdia', 'mdhd'])),
    box('hdlr', source.subarray(hdlr.contentStart, hdlr.contentStart + 24), `${NAME}\0`),
    slice(mp4Path(source, ['moov', 'trak', 'mdia', 'minf'])),
  );
  const trak = box(
    'trak',
    slice(mp4Path(source, ['moov', 'trak', 'tkhd'])),
    slice(mp4Path(source, ['moov', 'trak', 'edts'])),
    mdia,
    box('udta', box('name', NAME)),
  );
  const meta = box(
    'meta',
    Buffer.alloc(4),
    box('hdlr', Buffer.alloc(8), 'mdirappl', Buffer.alloc(9)),
    box('ilst', ilstItem('\xa9ART', `${NAME} ${EMAIL}`), ilstItem('\xa9nam', 'For Amara')),
  );
  const quickTimeTitle = box('\xa9nam', Buffer.from([0, 8, 0x55, 0xc4]), 'Jane Doe');
  return Buffer.concat([
    source.subarray(0, moov.start),
    box('moov', slice(mp4Path(source, ['moov', 'mvhd'])), trak, box('udta', quickTimeTitle, meta)),
    box(
      'uuid',
      Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex'),
      `<x:xmpmeta>${EMAIL}</x:xmpmeta>`,
    ),
    box('free', `left over: ${NAME} ${EMAIL}`),
  ]);
}

/** voice-3s.m4a whose sample table spaces its 131 samples 44 times wider: 130 s, mdhd still 3 s. */
function lyingM4a(): Buffer {
  const bytes = Buffer.from(fixture('voice-3s.m4a'));
  const stts = mp4Path(bytes, ['moov', 'trak', 'mdia', 'minf', 'stbl', 'stts']);
  const delta = stts.contentStart + 12; // the first entry's sample delta
  bytes.writeUInt32BE(bytes.readUInt32BE(delta) * 44, delta);
  return bytes;
}

/** voice-3s.m4a with a second track: a copy of the first, handler changed to text. */
function m4aWithTextTrack(): Buffer {
  const source = fixture('voice-3s.m4a');
  const moov = mp4Path(source, ['moov']);
  const trak = mp4Path(source, ['moov', 'trak']);
  const hdlr = mp4Path(source, ['moov', 'trak', 'mdia', 'hdlr']);
  const textTrak = Buffer.from(source.subarray(trak.start, trak.end));
  textTrak.write('text', hdlr.contentStart + 8 - trak.start, 'latin1');
  return Buffer.concat([
    source.subarray(0, moov.start),
    box('moov', source.subarray(moov.contentStart, moov.end), textTrak),
  ]);
}

const uint32s = (...values: number[]) => {
  const bytes = Buffer.alloc(4 * values.length);
  for (const [index, value] of values.entries()) bytes.writeUInt32BE(value, 4 * index);
  return bytes;
};

/**
 * The 3 s M4A as Safari's MediaRecorder lays audio out: an empty sample table in moov, and its
 * 131 samples in three moof fragments, each giving sample durations a different way: the trex
 * default, a tfhd default, per sample. Each way's duration (1024 ticks) can be overridden.
 */
function fragmentedM4a(delta: { trex?: number; tfhd?: number; sample?: number } = {}): Buffer {
  const { trex = 1024, tfhd = 1024, sample = 1024 } = delta;
  const source = fixture('voice-3s.m4a');
  const slice = (path: string[]) => {
    const found = mp4Path(source, path);
    return source.subarray(found.start, found.end);
  };
  const mdhd = Buffer.from(slice(['moov', 'trak', 'mdia', 'mdhd']));
  mdhd.writeUInt32BE(0, 8 + 16); // a fragmented file's mdhd knows no duration
  const track = ['moov', 'trak', 'mdia'];
  const stbl = box(
    'stbl',
    slice([...track, 'minf', 'stbl', 'stsd']),
    box('stts', uint32s(0, 0)),
    box('stsc', uint32s(0, 0)),
    box('stsz', uint32s(0, 0, 0)),
    box('stco', uint32s(0, 0)),
  );
  const minf = box(
    'minf',
    slice([...track, 'minf', 'smhd']),
    slice([...track, 'minf', 'dinf']),
    stbl,
  );
  const moov = box(
    'moov',
    slice(['moov', 'mvhd']),
    box(
      'trak',
      slice(['moov', 'trak', 'tkhd']),
      box('mdia', mdhd, slice([...track, 'hdlr']), minf),
    ),
    box('mvex', box('trex', uint32s(0, 1, 1, trex, 0, 0))),
  );
  const fragment = (sequence: number, start: number, header: Buffer, run: Buffer) =>
    box(
      'moof',
      box('mfhd', uint32s(0, sequence)),
      box('traf', header, box('tfdt', uint32s(0, start)), run, box('udta', box('name', NAME))),
    );
  return Buffer.concat([
    slice(['ftyp']),
    moov,
    fragment(1, 0, box('tfhd', uint32s(0, 1)), box('trun', uint32s(0, 43))),
    fragment(2, 44_032, box('tfhd', uint32s(0x08, 1, tfhd)), box('trun', uint32s(0, 43))),
    fragment(
      3,
      88_064,
      box('tfhd', uint32s(0, 1)),
      box('trun', uint32s(0x100, 45, ...Array<number>(45).fill(sample))),
    ),
    box('mdat', `${EMAIL} is not a sample, but mdat is kept as it is`),
  ]);
}

const metadataOf = (bytes: Buffer, mimeType: string) =>
  parseBuffer(bytes, { mimeType }, { duration: true });

describe.each(TEST_DATABASES)('voice note metadata and length on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await signedInAccount(t.app)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  function upload(bytes: Buffer, filename: string, type: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
    return t.app.inject({
      method: 'POST',
      url: '/api/media',
      payload: form,
      headers: bearer(token),
    });
  }

  /** Uploads (expecting 201) and returns the stored bytes as the owner fetches them, and the row. */
  async function uploadAndFetch(bytes: Buffer, filename: string, type: string) {
    const uploaded = await upload(bytes, filename, type);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const served = await t.app.inject({
      method: 'GET',
      url: uploaded.json().url,
      headers: bearer(token),
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    const row = await t.db.kysely
      .selectFrom('media')
      .select('duration_seconds')
      .where('id', '=', uploaded.json().id)
      .executeTakeFirstOrThrow();
    return { stored: served.rawPayload, durationSeconds: row.duration_seconds };
  }

  /**
   * The upload carries the name and e-mail; the stored copy, the same size, carries neither, and
   * its row has the audio's length. Returns the stored bytes.
   */
  async function expectCleaned(bytes: Buffer, filename: string, type: string, seconds: number) {
    expect(contains(bytes, NAME) && contains(bytes, EMAIL)).toBe(true);
    const { stored, durationSeconds } = await uploadAndFetch(bytes, filename, type);
    expect(contains(stored, NAME)).toBe(false);
    expect(contains(stored, EMAIL)).toBe(false);
    expect(contains(stored, 'Jane')).toBe(false);
    expect(stored.length).toBe(bytes.length);
    expect(durationSeconds).toBeGreaterThan(seconds - 0.5);
    expect(durationSeconds).toBeLessThan(seconds + 0.6);
    return stored;
  }

  /** music-metadata still reads the stored file as audio, and finds no tags in it. */
  async function expectPlainAudio(stored: Buffer, type: string) {
    const metadata = await metadataOf(stored, type);
    expect(metadata.format.hasAudio).toBe(true);
    expect(metadata.format.hasVideo).toBe(false);
    expect(metadata.common.artist).toBeUndefined();
    expect(metadata.common.title).toBeUndefined();
    return metadata;
  }

  it('strips title, app names, track name, tags and attachments from a WebM', async () => {
    const tagged = taggedWebm({ liveClusters: false });
    expect((await metadataOf(tagged, 'audio/webm')).common.artist).toBe(`${NAME} ${EMAIL}`);
    const stored = await expectCleaned(tagged, 'note.webm', 'audio/webm', 4);
    const metadata = await expectPlainAudio(stored, 'audio/webm');
    expect(metadata.format.codec).toBe('OPUS');
    expect(metadata.native.matroska ?? []).toEqual([]);
    expect(metadata.common.picture).toBeUndefined();
    expect(contains(stored, 'jane-doe.vcf')).toBe(false);
    expect(contains(stored, 'VCARD')).toBe(false);
  });

  it("strips tags after MediaRecorder's unknown-size Segment and Clusters", async () => {
    const tagged = taggedWebm({ liveClusters: true });
    // music-metadata cannot walk unknown-size Clusters (it throws), so it is no judge here.
    await expect(metadataOf(tagged, 'audio/webm')).rejects.toThrow();
    const stored = await expectCleaned(tagged, 'recording.webm', 'audio/webm', 4);
    // Still one clean, walkable WebM: cleaning it again changes nothing and measures the same.
    const again = sanitizeWebm(stored);
    expect(again.bytes).toEqual(stored);
    expect(again.durationSeconds).toBeCloseTo(4, 0);
    // The audio is untouched: every unknown-size Cluster is still there, byte for byte.
    const firstCluster = tagged.indexOf(Buffer.concat([ebmlId(CLUSTER), UNKNOWN_SIZE]));
    const tags = tagged.indexOf(ebmlId(0x1254c367), firstCluster);
    expect(firstCluster).toBeGreaterThan(0);
    expect(stored.subarray(firstCluster, tags)).toEqual(tagged.subarray(firstCluster, tags));
  });

  it('strips the vendor and comments from an Ogg Opus file', async () => {
    const tagged = taggedOgg();
    expect((await metadataOf(tagged, 'audio/ogg')).common.artist).toBe(`${NAME} ${EMAIL}`);
    const stored = await expectCleaned(tagged, 'note.ogg', 'audio/ogg', 3);
    const metadata = await expectPlainAudio(stored, 'audio/ogg');
    expect(metadata.format.codec).toBe('Opus');
    expect(metadata.format.duration).toBeCloseTo(3, 1);
    expect(metadata.native.vorbis ?? []).toEqual([]);
    for (const page of oggPages(stored))
      expect(page.bytes.readUInt32LE(22)).toBe(oggCrc(page.bytes));
  });

  it('strips udta, meta, ilst, XMP, handler names and free boxes from an M4A', async () => {
    const tagged = taggedM4a();
    expect((await metadataOf(tagged, 'audio/mp4')).common.artist).toBe(`${NAME} ${EMAIL}`);
    const stored = await expectCleaned(tagged, 'note.m4a', 'audio/mp4', 3);
    const metadata = await expectPlainAudio(stored, 'audio/mp4');
    expect(metadata.format.codec).toBe('MPEG-4/AAC');
    expect(metadata.format.duration).toBeCloseTo(3.02, 2);
    expect(metadata.native.iTunes ?? []).toEqual([]);
    expect(mp4Boxes(stored).map((each) => each.type)).toEqual([
      'ftyp',
      'free',
      'mdat',
      'moov',
      'free',
      'free',
    ]);
  });

  it('refuses a WebM whose Duration says 10 s while its blocks run 130 s (413)', async () => {
    const lying = lyingWebm();
    expect((await metadataOf(lying, 'audio/webm')).format.duration).toBe(10);
    const response = await upload(lying, 'short.webm', 'audio/webm');
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({ code: 'voice_note_too_long', message: TOO_LONG });
  });

  it('refuses an Ogg whose granule positions stop at 10 s while its packets run 132 s (413)', async () => {
    const lying = lyingOgg();
    const duration = (await metadataOf(lying, 'audio/ogg')).format.duration ?? 0;
    expect(duration).toBeLessThan(11);
    const response = await upload(lying, 'short.ogg', 'audio/ogg');
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({ code: 'voice_note_too_long', message: TOO_LONG });
  });

  it('refuses an M4A whose mdhd says 3 s while its sample table runs 130 s (413)', async () => {
    const lying = lyingM4a();
    expect((await metadataOf(lying, 'audio/mp4')).format.duration).toBeLessThan(4);
    const response = await upload(lying, 'short.m4a', 'audio/mp4');
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({ code: 'voice_note_too_long', message: TOO_LONG });
  });

  it('refuses voice notes it cannot clean safely (415), rather than storing them as they are', async () => {
    const ogg = fixture('voice-3s.ogg');
    const badCrc = Buffer.from(ogg);
    badCrc[badCrc.length - 1] = (badCrc.at(-1) ?? 0) ^ 0xff;
    const cases: [Buffer, string, string][] = [
      [webmWithTextTrack(), 'text-track.webm', 'audio/webm'],
      [Buffer.concat([ogg, Buffer.from(`${NAME} ${EMAIL}`)]), 'trailing.ogg', 'audio/ogg'],
      [badCrc, 'bad-crc.ogg', 'audio/ogg'],
      [m4aWithTextTrack(), 'text-track.m4a', 'audio/mp4'],
    ];
    for (const [bytes, name, type] of cases) {
      const response = await upload(bytes, name, type);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(415);
      expect(response.json().code).toBe('unsupported_media');
    }
  });
});

describe('voice note sanitizers', () => {
  it('change nothing but metadata in the recorded fixtures, at the same size', async () => {
    const webm = fixture('voice-130s.webm');
    const cleanWebm = sanitizeWebm(webm).bytes;
    const firstCluster = webmParts(webm).only(CLUSTER).start;
    expect(cleanWebm.length).toBe(webm.length);
    expect(cleanWebm.subarray(firstCluster)).toEqual(webm.subarray(firstCluster));
    expect(contains(cleanWebm, 'Lavf')).toBe(false);
    expect(contains(cleanWebm, 'ENCODER')).toBe(false);

    const ogg = fixture('voice-3s.ogg');
    const cleanOgg = sanitizeOgg(ogg).bytes;
    const audioStart = (oggPages(ogg)[2]?.bytes.byteOffset ?? 0) - ogg.byteOffset;
    expect(cleanOgg.length).toBe(ogg.length);
    expect(audioStart).toBeGreaterThan(0);
    expect(cleanOgg.subarray(audioStart)).toEqual(ogg.subarray(audioStart));
    expect(contains(cleanOgg, 'Lav')).toBe(false);

    const m4a = fixture('voice-3s.m4a');
    const cleanM4a = sanitizeVoiceNote(m4a, 'audio/mp4').bytes;
    const moov = mp4Path(m4a, ['moov']);
    const stbl = mp4Path(m4a, ['moov', 'trak', 'mdia', 'minf', 'stbl']);
    expect(cleanM4a.length).toBe(m4a.length);
    expect(cleanM4a.subarray(0, moov.start)).toEqual(m4a.subarray(0, moov.start));
    expect(cleanM4a.subarray(stbl.start, stbl.end)).toEqual(m4a.subarray(stbl.start, stbl.end));
    expect(contains(cleanM4a, 'Lavf')).toBe(false);
    expect(contains(cleanM4a, 'SoundHandler')).toBe(false);

    // A reader that follows the SeekHead, Cues and chunk offsets still finds all of it.
    for (const [bytes, type, codec, seconds] of [
      [cleanWebm, 'audio/webm', 'OPUS', 130],
      [cleanOgg, 'audio/ogg', 'Opus', 3],
      [cleanM4a, 'audio/mp4', 'MPEG-4/AAC', 3],
    ] as const) {
      const { format, native } = await metadataOf(bytes, type);
      expect(format).toMatchObject({ codec, hasAudio: true, hasVideo: false });
      expect(format.duration).toBeCloseTo(seconds, 0);
      // music-metadata lists an empty segment:title for every WebM; no tag has a value.
      expect(
        Object.values(native)
          .flat()
          .filter((tag) => tag.value !== undefined),
      ).toEqual([]);
    }
  });

  it('measures each container from its audio', () => {
    const measured = (name: string, type: string) =>
      sanitizeVoiceNote(fixture(name), type).durationSeconds;
    expect(measured('voice-3s.ogg', 'audio/ogg')).toBeCloseTo(3, 1);
    expect(measured('voice-3s.m4a', 'audio/mp4')).toBeCloseTo(3.02, 2);
    expect(measured('voice-4s-live.webm', 'audio/webm')).toBeCloseTo(4, 0);
    expect(measured('voice-130s-live.webm', 'audio/webm')).toBeGreaterThan(129);
    expect(sanitizeVoiceNote(lyingWebm(), 'audio/webm').durationSeconds).toBeGreaterThan(129);
    expect(sanitizeVoiceNote(lyingOgg(), 'audio/ogg').durationSeconds).toBeGreaterThan(131);
    expect(sanitizeVoiceNote(lyingM4a(), 'audio/mp4').durationSeconds).toBeGreaterThan(129);
  });

  it("measures a fragmented MP4 from its moof boxes, as Safari's MediaRecorder writes it", () => {
    const { bytes, durationSeconds } = sanitizeVoiceNote(fragmentedM4a(), 'audio/mp4');
    expect(durationSeconds).toBeCloseTo((131 * 1024) / 44_100, 3);
    expect(contains(bytes, NAME)).toBe(false);
    expect(mp4Boxes(bytes).map((each) => each.type)).toEqual([
      'ftyp',
      'moov',
      'moof',
      'moof',
      'moof',
      'mdat',
    ]);
    // Each fragment counts, however it states its samples' durations (the tfdt starts stay put).
    for (const way of ['trex', 'tfhd', 'sample'] as const) {
      const long = sanitizeVoiceNote(fragmentedM4a({ [way]: 1024 * 125 }), 'audio/mp4');
      expect(long.durationSeconds, way).toBeGreaterThan(121);
    }
  });

  /** A Vorbis comment header as the spec lays it out, with the name and e-mail in it. */
  const vorbisComments = () => xiphComments('\x03vorbis', `${NAME}'s recorder`, HOSTILE_COMMENTS);

  function expectBlankVorbisComments(packet: Buffer, length: number) {
    expect(packet.length).toBe(length);
    const vendorLength = packet.readUInt32LE(7);
    expect(vendorLength).toBe(length - 16);
    expect(packet.toString('latin1', 11, 11 + vendorLength).trim()).toBe('');
    expect(packet.readUInt32LE(11 + vendorLength)).toBe(0);
    expect(packet[15 + vendorLength]).toBe(1);
  }

  /** A Vorbis identification header: mono, 44.1 kHz, block sizes 256 and 2048. */
  function vorbisIdentification(): Buffer {
    const head = Buffer.alloc(30);
    head.write('\x01vorbis', 0, 'latin1');
    head[11] = 1;
    head.writeUInt32LE(44_100, 12);
    head[28] = 0xb8;
    head[29] = 1;
    return head;
  }
  const vorbisSetup = Buffer.from('\x05vorbis-codebooks-would-be-here', 'latin1');

  it('blanks the comments of an Ogg Vorbis file and measures it from its last granule', () => {
    const comments = vorbisComments();
    const page = { serial: 77, granule: 0n };
    const ogg = Buffer.concat([
      oggPage({ ...page, flags: 0x02, sequence: 0 }, [vorbisIdentification()]),
      oggPage({ ...page, flags: 0, sequence: 1 }, [comments, vorbisSetup]),
      oggPage({ ...page, flags: 0x04, sequence: 2, granule: 88_200n }, [Buffer.alloc(40, 7)]),
    ]);
    const { bytes, durationSeconds } = sanitizeOgg(ogg);
    expect(durationSeconds).toBe(2);
    expect(contains(bytes, 'Jane')).toBe(false);
    const [, cleaned, setup] = oggPackets(bytes);
    expectBlankVorbisComments(cleaned ?? Buffer.alloc(0), comments.length);
    expect(setup).toEqual(vorbisSetup);
    for (const each of oggPages(bytes))
      expect(each.bytes.readUInt32LE(22)).toBe(oggCrc(each.bytes));
  });

  it('blanks the comments inside a WebM Vorbis track', () => {
    const comments = vorbisComments();
    const identification = vorbisIdentification();
    const codecPrivate = Buffer.concat([
      Buffer.from([2, identification.length, comments.length]),
      identification,
      comments,
      vorbisSetup,
    ]);
    const source = fixture('voice-4s-live.webm');
    const { header, children } = webmParts(source);
    const webm = Buffer.concat([
      header,
      ebmlId(SEGMENT),
      UNKNOWN_SIZE,
      ebml(
        TRACKS,
        ebml(
          TRACK_ENTRY,
          ebml(0xd7, uint(1)),
          ebml(0x83, uint(2)),
          ebml(0x86, 'A_VORBIS'),
          ebml(0x63a2, codecPrivate),
        ),
      ),
      ...children.filter((each) => each.id === CLUSTER).map((c) => source.subarray(c.start, c.end)),
    ]);
    const { bytes, durationSeconds } = sanitizeWebm(webm);
    expect(durationSeconds).toBeCloseTo(4, 0);
    expect(contains(bytes, 'Jane')).toBe(false);
    const at = bytes.indexOf(comments.subarray(0, 7));
    expectBlankVorbisComments(bytes.subarray(at, at + comments.length), comments.length);
    expect(contains(bytes, vorbisSetup.toString('latin1'))).toBe(true);
  });
});
