/** ISO base media (MP4, M4A) boxes, as encoders and Safari's MediaRecorder write audio in them. */
interface Box {
  type: string;
  start: number;
  /** Where the box's content starts, after its size and type (and 64-bit size). */
  contentStart: number;
  end: number;
}

/**
 * Per box (the file itself is ''), the child boxes that make up the audio and its timing. Any
 * other child, such as udta, meta, ilst, uuid (XMP) or a leftover free box, is blanked to `free`.
 */
const KEPT_CHILDREN: Record<string, Set<string>> = {
  '': new Set(['ftyp', 'styp', 'moov', 'moof', 'mdat', 'sidx', 'mfra']),
  moov: new Set(['mvhd', 'trak', 'mvex']),
  trak: new Set(['tkhd', 'edts', 'mdia']),
  edts: new Set(['elst']),
  mdia: new Set(['mdhd', 'hdlr', 'minf']),
  minf: new Set(['smhd', 'dinf', 'stbl']),
  dinf: new Set(['dref']),
  stbl: new Set([
    ...['stsd', 'stts', 'ctts', 'cslg', 'stsc', 'stsz', 'stz2', 'stco', 'co64'],
    ...['stss', 'sdtp', 'sbgp', 'sgpd', 'subs', 'saiz', 'saio'],
  ]),
  mvex: new Set(['mehd', 'trex']),
  moof: new Set(['mfhd', 'traf']),
  traf: new Set(['tfhd', 'tfdt', 'trun', 'sbgp', 'sgpd', 'subs', 'saiz', 'saio']),
  mfra: new Set(['tfra', 'mfro']),
};

function readBoxes(bytes: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let offset = start;
  while (offset < end) {
    if (offset + 8 > end) throw new Error('cut-off box header');
    let size = bytes.readUInt32BE(offset);
    let contentStart = offset + 8;
    if (size === 1) {
      if (offset + 16 > end) throw new Error('cut-off box header');
      size = Number(bytes.readBigUInt64BE(offset + 8));
      contentStart = offset + 16;
    } else if (size === 0) {
      size = end - offset; // "to the end of the file"
    }
    if (offset + size > end || offset + size < contentStart) throw new Error('box does not fit');
    boxes.push({
      type: bytes.toString('latin1', offset + 4, offset + 8),
      start: offset,
      contentStart,
      end: offset + size,
    });
    offset += size;
  }
  return boxes;
}

/** Turns a box into a `free` box of the same size with nothing in it. */
function blankBox(bytes: Buffer, box: Box): void {
  bytes.write('free', box.start + 4, 'latin1');
  bytes.fill(0, box.contentStart, box.end);
}

/** Every kept box under `parent`, depth first; blanks the others on the way. */
function cleanBoxes(bytes: Buffer, parent: string, start: number, end: number, found: Box[]): void {
  const kept = KEPT_CHILDREN[parent] ?? new Set();
  for (const box of readBoxes(bytes, start, end)) {
    if (!kept.has(box.type)) {
      blankBox(bytes, box);
      continue;
    }
    found.push(box);
    if (box.type in KEPT_CHILDREN) cleanBoxes(bytes, box.type, box.contentStart, box.end, found);
  }
}

/** A handler's name is free text ("Core Media Audio", or anything a tool puts there). */
function blankHandlerName(bytes: Buffer, hdlr: Box): string {
  if (hdlr.end < hdlr.contentStart + 24) throw new Error('short hdlr box');
  bytes.fill(0, hdlr.contentStart + 24, hdlr.end);
  return bytes.toString('latin1', hdlr.contentStart + 8, hdlr.contentStart + 12);
}

/** Data references must say "in this file": a URL pointing elsewhere is refused, not followed. */
function checkDataReferences(bytes: Buffer, dref: Box): void {
  for (const entry of readBoxes(bytes, dref.contentStart + 8, dref.end)) {
    const isSelfContained = (u32(bytes, entry, 0) & 1) === 1;
    if (!isSelfContained) throw new Error('media data outside the file');
    bytes.fill(0, entry.contentStart + 4, entry.end);
  }
}

/** A 32-bit field `at` bytes into a box's content, refused if it lies outside the box. */
function u32(bytes: Buffer, box: Box, at: number): number {
  if (box.contentStart + at + 4 > box.end) throw new Error(`${box.type} box too short`);
  return bytes.readUInt32BE(box.contentStart + at);
}

function u64(bytes: Buffer, box: Box, at: number): number {
  if (box.contentStart + at + 8 > box.end) throw new Error(`${box.type} box too short`);
  return Number(bytes.readBigUInt64BE(box.contentStart + at));
}

/** The total of `count` table entries, each `stride` bytes long from `first`, as `value` reads them. */
function sumTable(
  box: Box,
  first: number,
  count: number,
  stride: number,
  value: (at: number) => number,
) {
  if (box.contentStart + first + count * stride > box.end) throw new Error(`${box.type} too short`);
  let total = 0;
  for (let i = 0; i < count; i++) total += value(first + i * stride);
  return total;
}

/** Ticks the samples of one track fragment (traf) last, and where its tfdt says it starts. */
function measureFragment(
  bytes: Buffer,
  children: Box[],
  trackId: number,
  defaultDuration: number,
): { start: number; ticks: number } {
  let start = 0;
  let duration = defaultDuration;
  let ticks = 0;
  for (const box of children) {
    const flags = u32(bytes, box, 0) & 0xffffff;
    if (box.type === 'tfhd') {
      if (u32(bytes, box, 4) !== trackId) throw new Error('fragment of another track');
      // Optional fields in order: base data offset (8 bytes), sample description index (4).
      if (flags & 0x08)
        duration = u32(bytes, box, 8 + (flags & 0x01 ? 8 : 0) + (flags & 0x02 ? 4 : 0));
    } else if (box.type === 'tfdt') {
      start = bytes[box.contentStart] === 1 ? u64(bytes, box, 4) : u32(bytes, box, 4);
    } else if (box.type === 'trun') {
      const count = u32(bytes, box, 4);
      if (!(flags & 0x100)) {
        ticks += count * duration;
        continue;
      }
      // Optional data offset and first sample flags, then per sample the fields the flags name.
      const first = 8 + (flags & 0x01 ? 4 : 0) + (flags & 0x04 ? 4 : 0);
      const stride = 4 * [0x100, 0x200, 0x400, 0x800].filter((flag) => flags & flag).length;
      ticks += sumTable(box, first, count, stride, (at) => u32(bytes, box, at));
    }
  }
  return { start, ticks };
}

/**
 * A copy of an MP4/M4A audio file with every tag box (udta, meta, ilst, uuid, ...) turned into an
 * empty `free` box of the same size, and its length in seconds measured from the audio track's
 * sample tables and fragments (or mdhd, if that says more). Throws unless it holds exactly one
 * track, an audio one, whose boxes all fit.
 */
export function sanitizeMp4(input: Buffer): { bytes: Buffer; durationSeconds: number } {
  const bytes = Buffer.from(input);
  const boxes: Box[] = [];
  cleanBoxes(bytes, '', 0, bytes.length, boxes);
  const ofType = (type: string) => boxes.filter((box) => box.type === type);
  const [hdlr, ...otherHandlers] = ofType('hdlr');
  const [mdhd] = ofType('mdhd');
  if (ofType('trak').length !== 1 || !hdlr || otherHandlers.length > 0 || !mdhd) {
    throw new Error('not a single-track MP4');
  }
  if (blankHandlerName(bytes, hdlr) !== 'soun') throw new Error('not an audio track');
  for (const dref of ofType('dref')) checkDataReferences(bytes, dref);

  const isLong = bytes[mdhd.contentStart] === 1;
  const timescale = u32(bytes, mdhd, isLong ? 20 : 12);
  const headerTicks = isLong ? u64(bytes, mdhd, 24) : u32(bytes, mdhd, 16);
  if (timescale === 0) throw new Error('mdhd without a timescale');

  let sampleTicks = 0;
  for (const stts of ofType('stts')) {
    const count = u32(bytes, stts, 4);
    sampleTicks += sumTable(
      stts,
      8,
      count,
      8,
      (at) => u32(bytes, stts, at) * u32(bytes, stts, at + 4),
    );
  }

  // Fragmented files (as MediaRecorder writes them) keep their samples' durations in moof boxes.
  const tkhd = ofType('tkhd')[0];
  const trackId = tkhd ? u32(bytes, tkhd, bytes[tkhd.contentStart] === 1 ? 20 : 12) : 0;
  const trex = ofType('trex')[0];
  const defaultDuration = trex ? u32(bytes, trex, 12) : 0;
  let fragmentTicks = 0;
  let fragmentEnd = 0;
  for (const traf of ofType('traf')) {
    const children = boxes.filter((box) => box.start >= traf.contentStart && box.end <= traf.end);
    const fragment = measureFragment(bytes, children, trackId, defaultDuration);
    fragmentTicks += fragment.ticks;
    fragmentEnd = Math.max(fragmentEnd, fragment.start + fragment.ticks);
  }
  const ticks = Math.max(headerTicks, sampleTicks, fragmentTicks, fragmentEnd);
  return { bytes, durationSeconds: ticks / timescale };
}
