import type { ChosenImage } from '../../card/image-drop-zone';
import type { VoiceRecording } from '../../card/voice-recorder';
import type { StoredMedia } from './draft-storage';

export type MediaKind = 'image' | 'voice';

/** Where the upload of a chosen photo or voice note stands (POST /api/media). */
export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'done'; id: string; url: string }
  /** retryable: worth trying again as it is (offline, server trouble), not a refused file. */
  | { status: 'failed'; message: string; retryable: boolean };

/**
 * The card's photo and voice note, and their uploads. A signed-in sender's media are uploaded
 * as soon as they are chosen and only their ids go in the draft; until then the blobs are kept
 * in IndexedDB (see media-store.ts), so a reload or a sign-in detour loses nothing.
 */
export interface WizardMedia {
  image: ChosenImage | null;
  voice: VoiceRecording | null;
  uploads: Record<MediaKind, UploadState>;
}

export const IDLE_UPLOAD: UploadState = { status: 'idle' };

export const NO_MEDIA: WizardMedia = {
  image: null,
  voice: null,
  uploads: { image: IDLE_UPLOAD, voice: IDLE_UPLOAD },
};

/** The blob of a chosen medium that still has to be uploaded, if any. */
export function blobOf(media: WizardMedia, kind: MediaKind): Blob | null {
  return kind === 'image' ? (media.image?.file ?? null) : (media.voice?.blob ?? null);
}

/** Releases the local object URLs (server URLs need nothing). */
export function revokeMedia({ image, voice }: WizardMedia): void {
  for (const url of [image?.url, voice?.url]) {
    if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
  }
}

/** The ids of the uploaded media, as the draft keeps them. */
export function storedMediaOf({ image, voice, uploads }: WizardMedia): StoredMedia {
  const stored: StoredMedia = {};
  if (image && uploads.image.status === 'done') {
    const { id, url } = uploads.image;
    stored.image = { id, url, name: image.name, size: image.size };
  }
  if (voice && uploads.voice.status === 'done') {
    const { id, url } = uploads.voice;
    stored.voice = { id, url, durationSeconds: voice.durationSeconds };
  }
  return stored;
}

/** A medium of a restored draft, already on the server: shown from a local copy of its bytes. */
export function restoredItem(
  kind: MediaKind,
  stored: StoredMedia,
  blob: Blob,
): Pick<WizardMedia, 'image'> | Pick<WizardMedia, 'voice'> {
  const url = URL.createObjectURL(blob);
  if (kind === 'image') {
    const { name = 'Photo', size = blob.size } = stored.image ?? {};
    return { image: { file: null, name, size, url } };
  }
  return { voice: { blob: null, url, durationSeconds: stored.voice?.durationSeconds ?? 0 } };
}
