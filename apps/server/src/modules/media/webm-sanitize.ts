import { readUint, readVint } from './ebml.ts';
import { webmDurationSeconds } from './webm-duration.ts';
import { blankCommentHeader, blankIdentificationTail } from './xiph-headers.ts';

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const SEEK_HEAD = 0x114d9b74;
const SEEK = 0x4dbb;
const SEEK_ID = 0x53ab;
const INFO = 0x1549a966;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const CODEC_ID = 0x86;
const CODEC_PRIVATE = 0x63a2;
const AUDIO = 0xe1;
const CLUSTER = 0x1f43b675;
const BLOCK_GROUP = 0xa0;
const SIMPLE_BLOCK = 0xa3;
const BLOCK = 0xa1;
const CUES = 0x1c53bb6b;
const CUE_POINT = 0xbb;
const CUE_TRACK_POSITIONS = 0xb7;
const TAGS = 0x1254c367;
const ATTACHMENTS = 0x1941a469;
const CHAPTERS = 0x1043a770;
const VOID = 0xec;
const AUDIO_TRACK = 2;

/**
 * What to do with a child element: keep it, walk into it, keep it with its string blanked
 * (`empty`, for elements Matroska requires), or (`seek`) walk a SeekHead entry only if it points at
 * an element we keep. A child not listed becomes a Void element.
 */
type Action = 'keep' | 'enter' | 'empty' | 'seek';

/**
 * Per master element (the file itself is 0), the children that describe or carry the audio. Tags,
 * Attachments, Chapters, Title, DateUTC, track Name and Language, ContentEncodings, BlockAdditions,
 * old Void contents, CRC-32s (they would no longer match) and anything unknown are not listed, so
 * they are voided.
 */
const RULES = new Map<number, Map<number, Action>>([
  [
    0,
    new Map([
      [EBML, 'enter'],
      [SEGMENT, 'enter'],
    ]),
  ],
  // EBMLVersion, EBMLReadVersion, EBMLMaxIDLength, EBMLMaxSizeLength, DocType(Read)Version
  [EBML, new Map([0x4286, 0x42f7, 0x42f2, 0x42f3, 0x4282, 0x4287, 0x4285].map(keep))],
  [
    SEGMENT,
    new Map<number, Action>([
      [SEEK_HEAD, 'enter'],
      [INFO, 'enter'],
      [TRACKS, 'enter'],
      [CLUSTER, 'enter'],
      [CUES, 'enter'],
    ]),
  ],
  [SEEK_HEAD, new Map([[SEEK, 'seek']])],
  [SEEK, new Map([SEEK_ID, 0x53ac].map(keep))],
  // TimestampScale and Duration; MuxingApp and WritingApp must stay, so they become empty strings.
  [
    INFO,
    new Map<number, Action>([
      [0x2ad7b1, 'keep'],
      [0x4489, 'keep'],
      [0x4d80, 'empty'],
      [0x5741, 'empty'],
    ]),
  ],
  [TRACKS, new Map([[TRACK_ENTRY, 'enter']])],
  [
    TRACK_ENTRY,
    new Map<number, Action>([
      // TrackNumber, TrackUID, TrackType, the Flag* elements, MinCache, MaxCache
      ...[0xd7, 0x73c5, TRACK_TYPE, 0xb9, 0x88, 0x55aa, 0x55ab, 0x55ac, 0x55ad].map(keep),
      ...[0x55ae, 0x55af, 0x9c, 0x6de7, 0x6df8].map(keep),
      // DefaultDuration, DefaultDecodedFieldDuration, TrackTimestampScale, MaxBlockAdditionID
      ...[0x23e383, 0x234e7a, 0x23314f, 0x55ee].map(keep),
      // CodecID, CodecPrivate, CodecDelay, SeekPreRoll
      ...[CODEC_ID, CODEC_PRIVATE, 0x56aa, 0x56bb].map(keep),
      [AUDIO, 'enter'],
    ]),
  ],
  // SamplingFrequency, OutputSamplingFrequency, Channels, BitDepth, Emphasis
  [AUDIO, new Map([0xb5, 0x78b5, 0x9f, 0x6264, 0x52f1].map(keep))],
  [
    CLUSTER,
    new Map<number, Action>([
      // Timestamp, SilentTracks, Position, PrevSize
      ...[0xe7, 0x5854, 0xa7, 0xab, SIMPLE_BLOCK].map(keep),
      [BLOCK_GROUP, 'enter'],
    ]),
  ],
  // Block, BlockDuration, ReferencePriority, ReferenceBlock, DiscardPadding
  [BLOCK_GROUP, new Map([BLOCK, 0x9b, 0xfa, 0xfb, 0x75a2].map(keep))],
  [CUES, new Map([[CUE_POINT, 'enter']])],
  [CUE_POINT, new Map<number, Action>([keep(0xb3), [CUE_TRACK_POSITIONS, 'enter']])],
  // CueTrack, CueClusterPosition, CueRelativePosition, CueDuration, CueBlockNumber
  [CUE_TRACK_POSITIONS, new Map([0xf7, 0xf1, 0xf0, 0xb2, 0x5378].map(keep))],
]);

function keep(id: number): [number, Action] {
  return [id, 'keep'];
}

/** An unknown-size Cluster ends where the next element of the Segment (or a new file) starts. */
const ENDS_UNKNOWN_CLUSTER = new Set([
  EBML,
  SEEK_HEAD,
  INFO,
  TRACKS,
  CLUSTER,
  CUES,
  TAGS,
  ATTACHMENTS,
  CHAPTERS,
]);

/** Elements a recording cut off mid-write may leave unfinished at the end of the file. */
const MAY_BE_CUT_OFF = new Set([SEGMENT, CLUSTER, BLOCK_GROUP, SIMPLE_BLOCK, BLOCK]);

interface Master {
  id: number;
  start: number;
  end: number;
  isUnknownSize: boolean;
}

interface Track {
  type?: number;
  codec?: string;
  codecPrivate?: Buffer;
}

/** Overwrites [start, end) with one Void element of exactly that size: nothing after it moves. */
function writeVoid(bytes: Buffer, start: number, end: number): void {
  const total = end - start;
  let sizeLength = 1;
  // A size whose bits are all ones means "unknown", so the largest usable one is 2^(7n) - 2.
  while (total - 1 - sizeLength > 2 ** (7 * sizeLength) - 2) sizeLength++;
  let size = total - 1 - sizeLength;
  bytes.fill(0, start, end);
  bytes[start] = VOID;
  for (let i = sizeLength; i >= 1; i--) {
    bytes[start + i] = size % 256;
    size = Math.floor(size / 256);
  }
  bytes[start + 1] = (bytes[start + 1] ?? 0) | (0x80 >> (sizeLength - 1));
}

/** Whether a SeekHead entry points at an element we keep; entries for voided ones go too. */
function seeksKeptElement(bytes: Buffer, seek: Master): boolean {
  let offset = seek.start;
  while (offset < seek.end) {
    const id = readVint(bytes, offset, true);
    const size = id && readVint(bytes, offset + id.length, false);
    if (!id || !size || size.unknown) return false;
    const dataStart = offset + id.length + size.length;
    if (id.value === SEEK_ID) {
      const target = readUint(bytes, dataStart, Math.min(size.value, 4));
      return target !== SEEK_HEAD && (RULES.get(SEGMENT)?.has(target) ?? false);
    }
    offset = dataStart + size.value;
  }
  return false;
}

/**
 * Cleans the children of a master element and returns where it ended, which for an unknown-size
 * Cluster is where the next top-level element starts.
 */
function cleanChildren(bytes: Buffer, master: Master, tracks: Track[]): number {
  const { id: parent, end } = master;
  const rules = RULES.get(parent) ?? new Map<number, Action>();
  let offset = master.start;
  while (offset < end) {
    const id = readVint(bytes, offset, true);
    if (!id) throw new Error(`no EBML element at ${offset}`);
    if (master.isUnknownSize && parent === CLUSTER && ENDS_UNKNOWN_CLUSTER.has(id.value)) {
      return offset;
    }
    const size = readVint(bytes, offset + id.length, false);
    if (!size) throw new Error(`no EBML size at ${offset}`);
    const dataStart = offset + id.length + size.length;
    const action = rules.get(id.value);
    let elementEnd = size.unknown ? end : dataStart + size.value;
    if (size.unknown && (action !== 'enter' || (id.value !== SEGMENT && id.value !== CLUSTER))) {
      throw new Error('unknown size on an element that must have one');
    }
    if (elementEnd > end) {
      if (end !== bytes.length || !MAY_BE_CUT_OFF.has(id.value)) {
        throw new Error('element overruns its parent');
      }
      elementEnd = end;
    }
    if (parent === TRACK_ENTRY) noteTrackField(bytes, id.value, dataStart, elementEnd, tracks);
    const child = { id: id.value, start: dataStart, end: elementEnd, isUnknownSize: size.unknown };
    if (action === 'enter' || (action === 'seek' && seeksKeptElement(bytes, child))) {
      if (id.value === TRACK_ENTRY) tracks.push({});
      elementEnd = cleanChildren(bytes, child, tracks);
    } else if (action === 'empty') {
      bytes.fill(0, dataStart, elementEnd); // Matroska strings may be padded with zeros
    } else if (action !== 'keep') {
      writeVoid(bytes, offset, elementEnd);
    }
    offset = elementEnd;
  }
  return end;
}

function noteTrackField(bytes: Buffer, id: number, start: number, end: number, tracks: Track[]) {
  const track = tracks.at(-1);
  if (!track) return;
  if (id === TRACK_TYPE) track.type = readUint(bytes, start, end - start);
  if (id === CODEC_ID) track.codec = bytes.toString('latin1', start, end).replace(/\0+$/, '');
  if (id === CODEC_PRIVATE) track.codecPrivate = bytes.subarray(start, end);
}

/** Vorbis in WebM keeps its three headers Xiph-laced in CodecPrivate; the second is the comments. */
function blankVorbisHeaders(codecPrivate: Buffer): void {
  if (codecPrivate[0] !== 2) throw new Error('Vorbis CodecPrivate without three headers');
  let offset = 1;
  const sizes: number[] = [];
  for (let packet = 0; packet < 2; packet++) {
    let size = 0;
    let lace: number | undefined;
    do {
      lace = codecPrivate[offset++];
      if (lace === undefined) throw new Error('cut-off Vorbis header sizes');
      size += lace;
    } while (lace === 255);
    sizes.push(size);
  }
  const commentStart = offset + (sizes[0] ?? 0);
  const commentEnd = commentStart + (sizes[1] ?? 0);
  if (commentEnd > codecPrivate.length) throw new Error('Vorbis headers overrun CodecPrivate');
  blankIdentificationTail(codecPrivate.subarray(offset, commentStart), 'vorbis');
  blankCommentHeader(codecPrivate.subarray(commentStart, commentEnd), 'vorbis');
}

/**
 * A copy of a WebM voice note with every element that is not audio or its timing (tags, titles,
 * app names, attachments, chapters, ...) overwritten by a Void element of the same size, and its
 * length in seconds measured from its blocks. Throws unless it is one Opus or Vorbis audio track
 * whose elements all parse.
 */
export function sanitizeWebm(input: Buffer): { bytes: Buffer; durationSeconds: number } {
  const bytes = Buffer.from(input);
  const tracks: Track[] = [];
  cleanChildren(bytes, { id: 0, start: 0, end: bytes.length, isUnknownSize: false }, tracks);
  const [track, ...others] = tracks;
  if (!track || others.length > 0 || track.type !== AUDIO_TRACK) {
    throw new Error('not a single audio track');
  }
  if (track.codec === 'A_OPUS' && track.codecPrivate) {
    blankIdentificationTail(track.codecPrivate, 'opus');
  } else if (track.codec === 'A_VORBIS' && track.codecPrivate) {
    blankVorbisHeaders(track.codecPrivate);
  } else {
    throw new Error(`codec ${track.codec} is not Opus or Vorbis`);
  }
  const durationSeconds = webmDurationSeconds(bytes);
  if (durationSeconds === undefined) throw new Error('no blocks to measure');
  return { bytes, durationSeconds };
}
