import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../http/errors.ts';
import { webmDurationSeconds } from './webm-duration.ts';

export const MAX_IMAGE_SIDE = 2048;

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

export const NOT_AN_IMAGE =
  'This file is not an image we can use. Please choose a JPEG, PNG, GIF or WebP image.';
export const NOT_A_VOICE_NOTE =
  'This file is not a voice note we can use. Please record again (WebM, Ogg or MP4 audio).';

/**
 * Proves an upload is an image by decoding all of it, then re-encodes it in its own format with
 * metadata (EXIF, GPS) dropped, orientation applied, and the longest side at most 2048 px.
 */
export async function checkImage(input: Buffer): Promise<CheckedImage> {
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw new AppError(415, 'unsupported_media', NOT_AN_IMAGE);
  }
  if (!format || !(format in IMAGE_OUTPUT))
    throw new AppError(415, 'unsupported_media', NOT_AN_IMAGE);
  const output = IMAGE_OUTPUT[format as keyof typeof IMAGE_OUTPUT];
  const animated = format === 'gif' || format === 'webp';
  try {
    // failOn 'warning' (sharp's default made explicit): a truncated or corrupt image is refused.
    const pipeline = sharp(input, { animated, failOn: 'warning' }).rotate().resize({
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
      415,
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

/** Proves an upload is WebM, Ogg or MP4 audio by its content and measures it; at most `maxSeconds`. */
export async function checkVoiceNote(input: Buffer, maxSeconds: number): Promise<CheckedVoice> {
  const detected = await fileTypeFromBuffer(input);
  const contentType = detected ? VOICE_TYPES[detected.mime.split(';')[0] ?? ''] : undefined;
  if (!contentType) throw new AppError(415, 'unsupported_media', NOT_A_VOICE_NOTE);
  let duration: number | undefined;
  try {
    const metadata = await parseBuffer(input, { mimeType: contentType }, { duration: true });
    const { codec, numberOfChannels, hasVideo } = metadata.format;
    if ((!codec && !numberOfChannels) || hasVideo) throw new Error('not an audio-only file');
    duration = metadata.format.duration;
  } catch {
    throw new AppError(415, 'unsupported_media', NOT_A_VOICE_NOTE);
  }
  // Browsers' MediaRecorder writes WebM without a duration; then the blocks' timecodes tell it.
  if (!duration && contentType === 'audio/webm') duration = webmDurationSeconds(input);
  if (duration === undefined || !Number.isFinite(duration)) {
    throw new AppError(415, 'unsupported_media', NOT_A_VOICE_NOTE);
  }
  if (duration > maxSeconds + 0.5) {
    throw new AppError(
      413,
      'voice_note_too_long',
      `Voice notes can be at most ${maxSeconds} seconds long.`,
    );
  }
  return { bytes: input, contentType, durationSeconds: Math.round(duration * 10) / 10 };
}
