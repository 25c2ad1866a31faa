/** The header packets of Opus (RFC 7845) and Vorbis I, as both Ogg and WebM carry them. */

export type XiphCodec = 'opus' | 'vorbis';

const COMMENT_MAGIC: Record<XiphCodec, Buffer> = {
  opus: Buffer.from('OpusTags', 'latin1'),
  vorbis: Buffer.from('\x03vorbis', 'latin1'),
};

const HEAD_MAGIC: Record<XiphCodec, Buffer> = {
  opus: Buffer.from('OpusHead', 'latin1'),
  vorbis: Buffer.from('\x01vorbis', 'latin1'),
};

/** The codec whose identification header (first packet) this is, if either. */
export function identificationCodec(packet: Buffer): XiphCodec | undefined {
  return (['opus', 'vorbis'] as const).find((codec) =>
    packet.subarray(0, HEAD_MAGIC[codec].length).equals(HEAD_MAGIC[codec]),
  );
}

/**
 * Zeroes whatever follows the fields an identification header defines (players ignore it, so it
 * could carry anything). Throws if the header is shorter than its fields.
 */
export function blankIdentificationTail(packet: Buffer, codec: XiphCodec): void {
  // Vorbis: 30 bytes. Opus: 19, plus stream counts and a channel map unless mapping family is 0.
  const length = codec === 'vorbis' ? 30 : packet[18] === 0 ? 19 : 21 + (packet[9] ?? 0);
  if (identificationCodec(packet) !== codec || packet.length < length) {
    throw new Error(`not a ${codec} identification header`);
  }
  packet.fill(0, length);
}

/** The shortest comment header: magic, empty vendor string, no comments (and Vorbis' framing bit). */
const MIN_COMMENT_LENGTH = 16;

/**
 * Empties a comment header packet in place (vendor string and every comment) without changing its
 * length, so no Ogg page or WebM element around it has to move. Throws if it is not one.
 */
export function blankCommentHeader(packet: Buffer, codec: XiphCodec): void {
  const magic = COMMENT_MAGIC[codec];
  if (packet.length < MIN_COMMENT_LENGTH || !packet.subarray(0, magic.length).equals(magic)) {
    throw new Error(`not a ${codec} comment header`);
  }
  if (codec === 'opus') {
    // Empty vendor, no comments; RFC 7845 5.2 lets zeros follow the list as padding.
    packet.fill(0, magic.length);
    return;
  }
  // Vorbis I defines nothing after the framing bit, so spaces in the vendor string take up the room.
  const vendorLength = packet.length - MIN_COMMENT_LENGTH;
  packet.writeUInt32LE(vendorLength, 7);
  packet.fill(0x20, 11, 11 + vendorLength);
  packet.writeUInt32LE(0, 11 + vendorLength);
  packet[15 + vendorLength] = 1;
}

/** Frame length in 48 kHz samples per TOC configuration: SILK, then Hybrid, then CELT. */
const OPUS_FRAME_SAMPLES = [
  ...[0, 1, 2].flatMap(() => [480, 960, 1920, 2880]),
  ...[0, 1].flatMap(() => [480, 960]),
  ...[0, 1, 2, 3].flatMap(() => [120, 240, 480, 960]),
];

/** No Opus packet holds more than 120 ms; a decoder drops one that claims to. */
const OPUS_MAX_PACKET_SAMPLES = 5760;

/** How many 48 kHz samples an Opus packet decodes to, read from its TOC byte (RFC 6716 3.1). */
export function opusPacketSamples(packet: Buffer): number {
  const toc = packet[0];
  if (toc === undefined) return 0;
  const code = toc & 3;
  const frames = code === 0 ? 1 : code < 3 ? 2 : (packet[1] ?? 0) & 0x3f;
  const samples = frames * (OPUS_FRAME_SAMPLES[toc >> 3] ?? 0);
  return samples > OPUS_MAX_PACKET_SAMPLES ? 0 : samples;
}
