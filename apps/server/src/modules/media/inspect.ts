import { NOT_AN_IMAGE_MESSAGE } from '@greetly/domain';
import type { Sharp } from 'sharp';
import { AppError } from '../../platform/http/errors.ts';
import { loadSharp } from '../../platform/lib/sharp.ts';
import {
  claimedDurationSeconds,
  type SanitizedVoice,
  sanitizeVoiceNote,
} from './voice-sanitize.ts';

export const MAX_IMAGE_SIDE = 2048;
/**
 * The most pixels an upload may decode to (all frames of an animation together): 40 MP covers
 * the photos of current phone and DSLR cameras, while a 16000×16000 PNG (256 MP, a 1 GB
 * decode from a 2 MB file) is refused from its header, before anything is decoded.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const TOO_MANY_PIXELS =
  'This image has too many pixels (more than 40 megapixels). Please choose a smaller one.';

export interface CheckedImage {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

const IMAGE_OUTPUT = {
  jpeg: {
    contentType: 'image/jpeg',
    encode: (image: Sharp) => image.jpeg({ quality: 85, mozjpeg: true }),
  },
  png: { contentType: 'image/png', encode: (image: Sharp) => image.png({ compressionLevel: 9 }) },
  gif: { contentType: 'image/gif', encode: (image: Sharp) => image.gif() },
  webp: { contentType: 'image/webp', encode: (image: Sharp) => image.webp({ quality: 85 }) },
} as const;

export const NOT_AN_IMAGE = NOT_AN_IMAGE_MESSAGE;
export const NOT_A_VOICE_NOTE =
  'This file is not a voice note we can use. Please record again (WebM, Ogg or MP4 audio).';

/**
 * Proves an upload is an image by decoding all of it, then re-encodes it in its own format with
 * metadata (EXIF, GPS) dropped, orientation applied, and the longest side at most 2048 px.
 */
export async function checkImage(input: Buffer): Promise<CheckedImage> {
  const sharp = await loadSharp();
  let header: Awaited<ReturnType<Sharp['metadata']>>;
  try {
    // Reads the header only: dimensions are known before a single pixel is decoded.
    header = await sharp(input).metadata();
  } catch {
    throw new AppError('unsupported_media', NOT_AN_IMAGE);
  }
  const { format } = header;
  if (!format || !(format in IMAGE_OUTPUT)) throw new AppError('unsupported_media', NOT_AN_IMAGE);
  const pixels =
    (header.width ?? 0) * (header.pageHeight ?? header.height ?? 0) * (header.pages ?? 1);
  if (pixels > MAX_IMAGE_PIXELS) throw new AppError('image_too_large', TOO_MANY_PIXELS);
  const output = IMAGE_OUTPUT[format as keyof typeof IMAGE_OUTPUT];
  const animated = format === 'gif' || format === 'webp';
  try {
    // failOn 'warning' (sharp's default made explicit): a truncated or corrupt image is refused.
    const pipeline = sharp(input, {
      animated,
      failOn: 'warning',
      limitInputPixels: MAX_IMAGE_PIXELS,
    })
      .rotate()
      .resize({
        width: MAX_IMAGE_SIDE,
        height: MAX_IMAGE_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      });
    const { data, info } = await output.encode(pipeline).toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: output.contentType,
      width: info.width,
      height: info.pageHeight ?? info.height,
    };
  } catch {
    throw new AppError(
      'unsupported_media',
      'This image is damaged or incomplete. Please choose another one.',
    );
  }
}

const VOICE_TYPES: Record<string, string> = {
  'video/webm': 'audio/webm',
  'audio/webm': 'audio/webm',
  'audio/ogg': 'audio/ogg',
  'audio/opus': 'audio/ogg',
  'video/ogg': 'audio/ogg',
  'audio/mp4': 'audio/mp4',
  'video/mp4': 'audio/mp4',
  'audio/x-m4a': 'audio/mp4',
};

export interface CheckedVoice {
  bytes: Buffer;
  contentType: string;
  durationSeconds: number;
}

/**
 * Proves an upload is WebM, Ogg or MP4 audio by walking its container, blanks its tags in place, and
 * measures it from its audio; at most `maxSeconds`.
 */
export async function checkVoiceNote(input: Buffer, maxSeconds: number): Promise<CheckedVoice> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(input);
  const contentType = detected ? VOICE_TYPES[detected.mime.split(';')[0] ?? ''] : undefined;
  if (!contentType) throw new AppError('unsupported_media', NOT_A_VOICE_NOTE);
  let voice: SanitizedVoice;
  try {
    // Refused rather than stored as uploaded: a file we cannot walk may hide tags we cannot strip.
    voice = sanitizeVoiceNote(input, contentType);
  } catch {
    throw new AppError('unsupported_media', NOT_A_VOICE_NOTE);
  }
  // A header may claim less (or more) than the audio holds; players go by either: the larger counts.
  const claimed = await claimedDurationSeconds(voice.bytes, contentType);
  const duration = Math.max(voice.durationSeconds, claimed ?? 0);
  if (!Number.isFinite(duration)) throw new AppError('unsupported_media', NOT_A_VOICE_NOTE);
  if (duration > maxSeconds + 0.5) {
    throw new AppError(
      'voice_note_too_long',
      `Voice notes can be at most ${maxSeconds} seconds long.`,
    );
  }
  return { bytes: voice.bytes, contentType, durationSeconds: Math.round(duration * 10) / 10 };
}
