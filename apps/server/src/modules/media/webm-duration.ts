import { readUint, readVint } from './ebml.ts';

/**
 * Measures a WebM file from its blocks' timecodes. Browsers' MediaRecorder writes WebM as a live
 * stream (no Duration, unknown-size Segment and Clusters), so the header cannot tell how long it is,
 * and an uploaded file's Duration header can say anything: the blocks are what plays.
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

/** Seconds from timecode 0 to the last block (plus one 20 ms frame), or undefined if unreadable. */
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
