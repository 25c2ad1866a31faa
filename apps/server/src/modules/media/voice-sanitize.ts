import { sanitizeMp4 } from './mp4-sanitize.ts';
import { sanitizeOgg } from './ogg-sanitize.ts';
import { sanitizeWebm } from './webm-sanitize.ts';

export interface SanitizedVoice {
  bytes: Buffer;
  /** Measured from the audio (blocks, packets, sample tables); a header counts only if it says more. */
  durationSeconds: number;
}

const SANITIZERS: Record<string, (input: Buffer) => SanitizedVoice> = {
  'audio/webm': sanitizeWebm,
  'audio/ogg': sanitizeOgg,
  'audio/mp4': sanitizeMp4,
};

/**
 * A copy of a voice note with its tags blanked in place (same size, so no offset inside moves),
 * and its measured length. Throws if the container cannot be walked safely to its end.
 */
export function sanitizeVoiceNote(input: Buffer, contentType: string): SanitizedVoice {
  const sanitize = SANITIZERS[contentType];
  if (!sanitize) throw new Error(`no sanitizer for ${contentType}`);
  return sanitize(input);
}

/**
 * The length a voice note's header claims, as music-metadata reads it; undefined if it cannot read
 * it (it throws on MediaRecorder's unknown-size Clusters, which the sanitizers walk fine).
 */
export async function claimedDurationSeconds(
  bytes: Buffer,
  contentType: string,
): Promise<number | undefined> {
  const { parseBuffer } = await import('music-metadata');
  try {
    return (await parseBuffer(bytes, { mimeType: contentType }, { duration: true })).format
      .duration;
  } catch {
    return undefined;
  }
}
