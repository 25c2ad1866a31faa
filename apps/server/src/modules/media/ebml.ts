/** The EBML variable-length integers that Matroska and WebM are built from (RFC 8794). */
export interface Vint {
  value: number;
  length: number;
  /** All value bits set: a size the writer did not know (live streams). */
  unknown: boolean;
}

/** Reads an element ID (`keepMarker`) or an element size at `offset`; undefined if malformed. */
export function readVint(bytes: Buffer, offset: number, keepMarker: boolean): Vint | undefined {
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

/** Reads a big-endian unsigned integer element's `size` bytes. */
export function readUint(bytes: Buffer, offset: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + (bytes[offset + i] ?? 0);
  return value;
}
