/**
 * Measures a WebM file from its blocks' timecodes. Browsers' MediaRecorder writes WebM as a live
 * stream (no Duration, unknown-size Segment and Clusters), so the header cannot tell how long it is.
 */
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const INFO = 0x1549a966;
const BLOCK_GROUP = 0xa0;
const TIMECODE_SCALE = 0x2ad7b1;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK = 0xa1;

/** Elements whose children we read in place (flattened), rather than skipping them. */
const CONTAINERS = new Set([SEGMENT, CLUSTER, INFO, BLOCK_GROUP]);

interface Vint {
  value: number;
  length: number;
  unknown: boolean;
}

function readVint(bytes: Buffer, offset: number, keepMarker: boolean): Vint | undefined {
  const first = bytes[offset];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (length > 8 || offset + length > bytes.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[offset + i] ?? 0;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(bytes: Buffer, offset: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + (bytes[offset + i] ?? 0);
  return value;
}

/** Seconds from the first to the last block (plus one 20 ms frame), or undefined if unreadable. */
export function webmDurationSeconds(bytes: Buffer): number | undefined {
  let offset = 0;
  let timecodeScale = 1_000_000;
  let clusterTimecode = 0;
  let maxTimecode = -1;
  while (offset < bytes.length) {
    const id = readVint(bytes, offset, true);
    if (!id) return undefined;
    const size = readVint(bytes, offset + id.length, false);
    if (!size) return undefined;
    const dataStart = offset + id.length + size.length;
    if (CONTAINERS.has(id.value)) {
      offset = dataStart;
      continue;
    }
    if (size.unknown) return undefined;
    const end = dataStart + size.value;
    if (end > bytes.length) break; // a cut-off last block: measure what is there
    if (id.value === TIMECODE_SCALE) timecodeScale = readUint(bytes, dataStart, size.value);
    if (id.value === CLUSTER_TIMECODE) clusterTimecode = readUint(bytes, dataStart, size.value);
    if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      const track = readVint(bytes, dataStart, false);
      if (track) {
        const relative = bytes.readInt16BE(dataStart + track.length);
        maxTimecode = Math.max(maxTimecode, clusterTimecode + relative);
      }
    }
    offset = end;
  }
  if (maxTimecode < 0) return undefined;
  return (maxTimecode * timecodeScale) / 1e9 + 0.02;
}
