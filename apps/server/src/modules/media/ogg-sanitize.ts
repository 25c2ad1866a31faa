import {
  blankCommentHeader,
  blankIdentificationTail,
  identificationCodec,
  opusPacketSamples,
} from './xiph-headers.ts';

/** Ogg (RFC 3533) CRC-32: polynomial 0x04c11db7, most significant bit first, no reflection. */
const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

const HEADER_LENGTH = 27;
const CRC_OFFSET = 22;
const CONTINUED = 0x01;
const FIRST_PAGE = 0x02;
const OPUS_RATE = 48_000;

interface Page {
  start: number;
  bodyStart: number;
  end: number;
}

/** One packet's bytes, which may span pages: [start, end) ranges in the file, in order. */
interface Packet {
  pieces: { page: number; start: number; end: number }[];
  isComplete: boolean;
}

function pageCrc(bytes: Buffer, page: Page): number {
  let crc = 0;
  for (let i = page.start; i < page.end; i++) {
    // The CRC is computed with its own field set to zero.
    const byte = i >= page.start + CRC_OFFSET && i < page.start + CRC_OFFSET + 4 ? 0 : bytes[i];
    crc = ((crc << 8) ^ (CRC_TABLE[((crc >>> 24) ^ (byte ?? 0)) & 0xff] ?? 0)) >>> 0;
  }
  return crc;
}

/**
 * Every page of a single logical stream, back to back with valid CRCs. Anything else (a second
 * stream, bytes between pages, a page a player would drop) could carry data we never look at.
 */
function readPages(bytes: Buffer): Page[] {
  const pages: Page[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    if (
      offset + HEADER_LENGTH > bytes.length ||
      bytes.toString('latin1', offset, offset + 4) !== 'OggS' ||
      bytes[offset + 4] !== 0
    ) {
      throw new Error(`no Ogg page at ${offset}`);
    }
    const bodyStart = offset + HEADER_LENGTH + (bytes[offset + 26] ?? 0);
    if (bodyStart > bytes.length) throw new Error('cut-off Ogg page');
    let end = bodyStart;
    for (const lace of bytes.subarray(offset + HEADER_LENGTH, bodyStart)) end += lace;
    const page = { start: offset, bodyStart, end };
    const first = pages[0];
    if (
      end > bytes.length ||
      bytes.readUInt32LE(offset + 18) !== pages.length ||
      (first && bytes.readUInt32LE(offset + 14) !== bytes.readUInt32LE(first.start + 14)) ||
      ((bytes[offset + 5] ?? 0) & FIRST_PAGE) !== (first ? 0 : FIRST_PAGE) ||
      bytes.readUInt32LE(offset + CRC_OFFSET) !== pageCrc(bytes, page)
    ) {
      throw new Error(`Ogg page ${pages.length} is not part of one clean stream`);
    }
    pages.push(page);
    offset = end;
  }
  return pages;
}

function readPackets(bytes: Buffer, pages: Page[]): Packet[] {
  const packets: Packet[] = [];
  let open: Packet | undefined;
  for (const [index, page] of pages.entries()) {
    const isContinued = ((bytes[page.start + 5] ?? 0) & CONTINUED) !== 0;
    if (isContinued !== (open !== undefined)) throw new Error('broken Ogg packet continuation');
    let offset = page.bodyStart;
    for (const lace of bytes.subarray(page.start + HEADER_LENGTH, page.bodyStart)) {
      open ??= { pieces: [], isComplete: false };
      const last = open.pieces.at(-1);
      if (last?.page === index) last.end += lace;
      else open.pieces.push({ page: index, start: offset, end: offset + lace });
      offset += lace;
      // A lacing value under 255 ends the packet; 255 means it goes on.
      if (lace < 255) {
        open.isComplete = true;
        packets.push(open);
        open = undefined;
      }
    }
  }
  if (open) packets.push(open);
  return packets;
}

const packetBytes = (bytes: Buffer, packet: Packet) =>
  Buffer.concat(packet.pieces.map((piece) => bytes.subarray(piece.start, piece.end)));

/** Applies `edit` to a packet's bytes in place, across its pages, and fixes those pages' CRCs. */
function editPacket(bytes: Buffer, pages: Page[], packet: Packet, edit: (bytes: Buffer) => void) {
  const edited = packetBytes(bytes, packet);
  edit(edited);
  let copied = 0;
  for (const piece of packet.pieces) {
    copied += edited.copy(bytes, piece.start, copied, copied + piece.end - piece.start);
  }
  for (const index of new Set(packet.pieces.map((piece) => piece.page))) {
    const page = pages[index];
    if (page) bytes.writeUInt32LE(pageCrc(bytes, page), page.start + CRC_OFFSET);
  }
}

/** The largest granule position any page states; -1 marks pages where no packet ends. */
function largestGranule(bytes: Buffer, pages: Page[]): number {
  let granule = 0n;
  for (const page of pages) {
    const value = bytes.readBigInt64LE(page.start + 6);
    if (value < -1n) throw new Error('negative granule position');
    if (value > granule) granule = value;
  }
  return Number(granule);
}

/**
 * A copy of an Ogg Opus or Vorbis file whose comment header holds no vendor name and no comments,
 * and its length in seconds measured from the granule positions and, for Opus, the packets
 * themselves. Throws if the file is not one clean Opus or Vorbis stream.
 */
export function sanitizeOgg(input: Buffer): { bytes: Buffer; durationSeconds: number } {
  const bytes = Buffer.from(input);
  const pages = readPages(bytes);
  const packets = readPackets(bytes, pages);
  const [head, comments] = packets;
  if (!head?.isComplete || !comments?.isComplete) throw new Error('missing Ogg headers');
  const headBytes = packetBytes(bytes, head);
  const codec = identificationCodec(headBytes);
  if (!codec) throw new Error('not an Opus or Vorbis stream');
  editPacket(bytes, pages, head, (packet) => blankIdentificationTail(packet, codec));
  editPacket(bytes, pages, comments, (packet) => blankCommentHeader(packet, codec));

  const granule = largestGranule(bytes, pages);
  if (codec === 'vorbis') {
    const rate = headBytes.readUInt32LE(12);
    if (rate === 0) throw new Error('Vorbis stream without a sample rate');
    return { bytes, durationSeconds: granule / rate };
  }
  // A granule position is only a claim; the packets' TOC bytes say how much audio there is.
  let samples = 0;
  for (const packet of packets.slice(2)) {
    if (packet.isComplete) samples += opusPacketSamples(packetBytes(bytes, packet));
  }
  const preSkip = headBytes.readUInt16LE(10);
  return { bytes, durationSeconds: Math.max(0, Math.max(granule, samples) - preSkip) / OPUS_RATE };
}
