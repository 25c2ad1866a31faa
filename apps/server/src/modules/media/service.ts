import { VOICE_NOTE_MAX_SECONDS } from '@greetly/domain';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { createGate, type Gate, GateFullError } from '../../platform/lib/gate.ts';
import { newId } from '../../platform/lib/ids.ts';
import { type Actor, can } from '../../platform/policies/policies.ts';
import { enforceRateLimits } from '../../platform/rate-limit/limiter.ts';
import type { RateLimitStore } from '../../platform/rate-limit/store.ts';
import type { Account } from '../accounts/index.ts';
import { hashToken } from '../accounts/index.ts';
import { checkImage, checkVoiceNote, NOT_A_VOICE_NOTE, NOT_AN_IMAGE } from './inspect.ts';
import type { MediaRepo, MediaRow } from './repo.ts';
import type { MediaStore } from './store.ts';

export interface MediaDeps {
  repo: MediaRepo;
  store: MediaStore;
  rateLimits: RateLimitStore;
  /** Bounds the decoding of uploads: shared by every upload of the process. */
  decodeGate: Gate;
}

const MB = 1024 * 1024;
const HOUR = 3_600_000;

/** What one account may keep and upload; an account that has not proven its address gets less. */
export const MEDIA_ALLOWANCE = {
  verified: { storageBytes: 200 * MB, uploadsPerHour: 60 },
  unverified: { storageBytes: 25 * MB, uploadsPerHour: 20 },
} as const;

/** One image decoded at a time, and at most eight uploads waiting for their turn. */
export function createDecodeGate(): Gate {
  return createGate(1, 8);
}

export const UPLOADS_BUSY =
  'We are busy with other uploads right now. Please try again in a moment.';

function allowanceOf(owner: Account) {
  return owner.email_verified_at ? MEDIA_ALLOWANCE.verified : MEDIA_ALLOWANCE.unverified;
}

/** Counts an upload against the account's hourly allowance (429 past it). */
export async function countUpload(deps: MediaDeps, owner: Account, now = new Date()) {
  const allowance = allowanceOf(owner);
  await enforceRateLimits(
    deps.rateLimits,
    [
      {
        rule: {
          name: owner.email_verified_at ? 'uploads' : 'uploads-unverified',
          limit: allowance.uploadsPerHour,
          windowMs: HOUR,
          message: 'You have uploaded a lot of files in the last hour.',
        },
        subject: owner.id,
      },
    ],
    now,
  );
}

async function assertStorageLeft(deps: MediaDeps, owner: Account, bytes: number): Promise<void> {
  const allowance = allowanceOf(owner);
  const used = await deps.repo.bytesOwnedBy(owner.id);
  if (used + bytes <= allowance.storageBytes) return;
  const limit = `${allowance.storageBytes / MB} MB`;
  const message = owner.email_verified_at
    ? `Your photos and voice notes have used all your ${limit} of storage. Unsent uploads are cleared after a day.`
    : `Your photos and voice notes have used all your ${limit} of storage. Verify your email address to get more room.`;
  throw new AppError('storage_full', message);
}

export const UNSUPPORTED_UPLOAD =
  'This file type is not supported. Upload an image (JPEG, PNG, GIF or WebP) or a voice note (WebM, Ogg or MP4 audio).';

/**
 * Why a file that is neither image nor voice note is refused, in the words of what it claimed
 * to be: a "photo" hears about images only, a "voice note" about audio only.
 */
function refusalFor(declaredType: string | undefined): string {
  const family = declaredType?.split('/')[0];
  if (family === 'image') return NOT_AN_IMAGE;
  if (family === 'audio' || family === 'video') return NOT_A_VOICE_NOTE;
  return UNSUPPORTED_UPLOAD;
}

/** Checks an upload by its content (image or voice note), cleans it, and stores it for its owner. */
export async function storeUpload(
  deps: MediaDeps,
  input: { owner: Account; bytes: Buffer; declaredType?: string },
): Promise<MediaRow> {
  // Checked before the costly decode too, so a full account costs no decoding.
  await assertStorageLeft(deps, input.owner, 0);
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(input.bytes);
  const family = detected?.mime.split('/')[0];
  const base = { id: newId(), owner_id: input.owner.id, created_at: new Date().toISOString() };
  let row: MediaRow;
  let bytes: Buffer;
  if (family === 'image') {
    const image = await decodeInTurn(deps, () => checkImage(input.bytes));
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
    const voice = await decodeInTurn(deps, () =>
      checkVoiceNote(input.bytes, VOICE_NOTE_MAX_SECONDS),
    );
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
    throw new AppError('unsupported_media', refusalFor(input.declaredType));
  }
  await assertStorageLeft(deps, input.owner, bytes.length);
  await deps.repo.insert(row);
  await deps.store.save(row.id, bytes);
  return row;
}

async function decodeInTurn<T>(deps: MediaDeps, work: () => Promise<T>): Promise<T> {
  try {
    return await deps.decodeGate.run(work);
  } catch (error) {
    if (!(error instanceof GateFullError)) throw error;
    throw new AppError('uploads_busy', UPLOADS_BUSY, undefined, { 'Retry-After': '5' });
  }
}

/**
 * The bytes of a medium for someone allowed to see it: its owner, anyone holding the link of a
 * delivered card that shows it, or anyone at all for a photo of a listed product (the
 * marketplace shows it). Anyone else gets the same 404 as for an unknown id.
 */
export async function readMedia(
  deps: MediaDeps,
  input: { id: string; viewer: Actor; cardToken?: string },
): Promise<{ row: MediaRow; bytes: Buffer }> {
  const row = await deps.repo.find(input.id);
  const allowed =
    row !== undefined &&
    (can(input.viewer, 'view', 'media', row) ||
      (input.cardToken !== undefined &&
        (await deps.repo.isOnDeliveredCard(row.id, hashToken(input.cardToken)))) ||
      (row.kind === 'image' && (await deps.repo.isPhotoOfListedProduct(row.id))));
  const bytes = allowed ? await deps.store.load(input.id) : undefined;
  if (!row || !bytes) throw notFound('This file does not exist.');
  return { row, bytes };
}
