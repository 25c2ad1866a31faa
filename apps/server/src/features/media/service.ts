import { VOICE_NOTE_MAX_SECONDS } from '@greetly/domain';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import { checkImage, checkVoiceNote } from './inspect.ts';
import type { MediaRepo, MediaRow } from './repo.ts';
import type { MediaStore } from './store.ts';

export interface MediaDeps {
  repo: MediaRepo;
  store: MediaStore;
}

export const UNSUPPORTED_UPLOAD =
  'This file type is not supported. Upload an image (JPEG, PNG, GIF or WebP) or a voice note (WebM, Ogg or MP4 audio).';

/** Checks an upload by its content (image or voice note), cleans it, and stores it for its owner. */
export async function storeUpload(
  deps: MediaDeps,
  input: { ownerId: string; bytes: Buffer },
): Promise<MediaRow> {
  const detected = await fileTypeFromBuffer(input.bytes);
  const family = detected?.mime.split('/')[0];
  const base = { id: newId(), owner_id: input.ownerId, created_at: new Date().toISOString() };
  let row: MediaRow;
  let bytes: Buffer;
  if (family === 'image') {
    const image = await checkImage(input.bytes);
    bytes = image.bytes;
    row = {
      ...base,
      kind: 'image',
      content_type: image.contentType,
      byte_size: bytes.length,
      duration_seconds: null,
      width: image.width,
      height: image.height,
    };
  } else if (family === 'audio' || family === 'video') {
    const voice = await checkVoiceNote(input.bytes, VOICE_NOTE_MAX_SECONDS);
    bytes = voice.bytes;
    row = {
      ...base,
      kind: 'voice',
      content_type: voice.contentType,
      byte_size: bytes.length,
      duration_seconds: voice.durationSeconds,
      width: null,
      height: null,
    };
  } else {
    throw new AppError(415, 'unsupported_media', UNSUPPORTED_UPLOAD);
  }
  await deps.repo.insert(row);
  await deps.store.save(row.id, bytes);
  return row;
}

/**
 * The bytes of a medium for someone allowed to see it: its owner, or anyone holding the link of a
 * delivered card that shows it. Anyone else gets the same 404 as for an unknown id.
 */
export async function readMedia(
  deps: MediaDeps,
  input: { id: string; viewerId?: string; cardToken?: string },
): Promise<{ row: MediaRow; bytes: Buffer }> {
  const row = await deps.repo.find(input.id);
  const allowed =
    row !== undefined &&
    (row.owner_id === input.viewerId ||
      (input.cardToken !== undefined &&
        (await deps.repo.isOnDeliveredCard(row.id, input.cardToken))));
  const bytes = allowed ? await deps.store.load(input.id) : undefined;
  if (!row || !bytes) throw notFound('This file does not exist.');
  return { row, bytes };
}
