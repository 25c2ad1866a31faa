import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api';
import { fetchOwnMedia, uploadMedia } from '../../../lib/upload';
import { requestFailureMessage } from '../../session/account-errors';
import type { DraftKey, StoredMedia } from './draft-storage';
import { forgetLocalMedia, keepLocalMedia, type LocalMedia, readLocalMedia } from './media-store';
import {
  blobOf,
  IDLE_UPLOAD,
  type MediaKind,
  NO_MEDIA,
  restoredItem,
  revokeMedia,
  storedMediaOf,
  type UploadState,
  type WizardMedia,
} from './wizard-media';

const KINDS: readonly MediaKind[] = ['image', 'voice'];

export const UPLOAD_MESSAGES = {
  tooLarge: 'This file is larger than 5MB. Please choose a smaller one.',
  missing: 'Please add the photo or voice note again.',
} as const;

function uploadFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 413) return UPLOAD_MESSAGES.tooLarge;
  return requestFailureMessage(error);
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

function fileNameOf(media: WizardMedia, kind: MediaKind, blob: Blob): string {
  if (kind === 'image') return media.image?.name || 'photo';
  const extension = blob.type.includes('ogg') ? 'ogg' : blob.type.includes('mp4') ? 'm4a' : 'webm';
  return `voice-note.${extension}`;
}

function localOf(media: WizardMedia, kind: MediaKind): LocalMedia | null {
  const blob = blobOf(media, kind);
  if (!blob) return null;
  return kind === 'image'
    ? { blob, name: media.image?.name ?? 'photo', durationSeconds: 0 }
    : { blob, name: 'voice-note', durationSeconds: media.voice?.durationSeconds ?? 0 };
}

function itemFromLocal(kind: MediaKind, local: LocalMedia): Partial<WizardMedia> {
  const url = URL.createObjectURL(local.blob);
  return kind === 'image'
    ? { image: { file: local.blob, name: local.name, size: local.blob.size, url } }
    : { voice: { blob: local.blob, url, durationSeconds: local.durationSeconds } };
}

/** Fetches one restored medium back once the sender can (signed in); stops when leaving. */
function useRestore(
  kind: MediaKind,
  pending: StoredMedia,
  canUpload: boolean,
  restore: (kind: MediaKind, stored: StoredMedia, signal: AbortSignal) => void,
): void {
  // Its own entry, not the whole pending set: another medium settling does not restart it.
  const entry = pending[kind];
  useEffect(() => {
    if (!canUpload || !entry) return;
    const controller = new AbortController();
    restore(kind, { [kind]: entry }, controller.signal);
    return () => controller.abort();
  }, [kind, canUpload, entry, restore]);
}

interface InFlight {
  url: string;
  controller: AbortController;
  promise: Promise<string>;
}

export interface WizardMediaApi {
  media: WizardMedia;
  /** What the draft keeps: the ids of uploaded media (also those still being fetched back). */
  stored: StoredMedia;
  /** Replaces or removes the photo or the voice note; a new one starts uploading. */
  setMedia: (change: Partial<Pick<WizardMedia, 'image' | 'voice'>>) => void;
  retryUpload: (kind: MediaKind) => void;
  /** Waits for (or starts) every upload; answers the ids for POST /api/cards. */
  ensureUploaded: () => Promise<{ imageId: string; voiceNoteId: string }>;
  /** Forgets every medium, here and in IndexedDB (start over, card sent). */
  clearMedia: () => void;
}

/**
 * The photo and voice note of a wizard. Chosen media are kept in IndexedDB until uploaded;
 * a signed-in sender's media upload at once (with progress), and from then on only their ids
 * live in the draft. A guest's wait until they sign in, or until the card is sent. Uploaded
 * media of a restored draft are fetched back (with the token) to show them again.
 */
export function useWizardMedia({
  draftKey,
  stored,
  canUpload,
}: {
  draftKey: DraftKey;
  stored: StoredMedia | undefined;
  canUpload: boolean;
}): WizardMediaApi {
  const [media, setMediaState] = useState<WizardMedia>(NO_MEDIA);
  const mediaRef = useRef(media);
  mediaRef.current = media;
  const inFlight = useRef(new Map<MediaKind, InFlight>());
  // Uploaded media of the restored draft, until their bytes are back on this page.
  const [pending, setPending] = useState<StoredMedia>(() => stored ?? {});
  const pendingRef = useRef(pending);
  pendingRef.current = pending;

  const settlePending = useCallback((kind: MediaKind) => {
    setPending((current) => {
      if (!current[kind]) return current;
      const { [kind]: _settled, ...rest } = current;
      return rest;
    });
  }, []);

  // The uploaded media of a restored draft: their owner fetches them back to show them.
  const restore = useCallback(
    (kind: MediaKind, stored: StoredMedia, signal: AbortSignal) => {
      const entry = stored[kind];
      if (!entry) return;
      fetchOwnMedia(entry.url, signal).then(
        (blob) => {
          if (blob && !mediaRef.current[kind]) {
            const item = restoredItem(kind, stored, blob);
            setMediaState((current) => ({
              ...current,
              ...item,
              uploads: {
                ...current.uploads,
                [kind]: { status: 'done', id: entry.id, url: entry.url },
              },
            }));
          }
          settlePending(kind);
        },
        () => {
          // Offline or cancelled: it stays in the draft and is tried again next time.
        },
      );
    },
    [settlePending],
  );
  useRestore('image', pending, canUpload, restore);
  useRestore('voice', pending, canUpload, restore);

  // Media chosen before a reload or a sign-in detour come back from IndexedDB.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      for (const kind of KINDS) {
        if (mediaRef.current[kind] || pendingRef.current[kind]) continue;
        const local = await readLocalMedia(draftKey, kind);
        if (!local || cancelled || mediaRef.current[kind] || pendingRef.current[kind]) continue;
        const item = itemFromLocal(kind, local);
        setMediaState((current) => ({
          ...current,
          ...item,
          uploads: { ...current.uploads, [kind]: IDLE_UPLOAD },
        }));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  // Leaving the page stops the uploads (they start again from IndexedDB on return).
  useEffect(
    () => () => {
      for (const flight of inFlight.current.values()) flight.controller.abort();
      inFlight.current.clear();
      revokeMedia(mediaRef.current);
    },
    [],
  );

  const setUpload = useCallback((kind: MediaKind, url: string, state: UploadState) => {
    setMediaState((current) =>
      current[kind]?.url === url
        ? { ...current, uploads: { ...current.uploads, [kind]: state } }
        : current,
    );
  }, []);

  const startUpload = useCallback(
    (kind: MediaKind): Promise<string> => {
      const current = mediaRef.current;
      const item = current[kind];
      const upload = current.uploads[kind];
      if (!item) return Promise.resolve(pendingRef.current[kind]?.id ?? '');
      if (upload.status === 'done') return Promise.resolve(upload.id);
      const running = inFlight.current.get(kind);
      if (running?.url === item.url) return running.promise;
      running?.controller.abort();
      const blob = blobOf(current, kind);
      if (!blob) return Promise.reject(new Error(UPLOAD_MESSAGES.missing));

      const controller = new AbortController();
      const url = item.url;
      setUpload(kind, url, { status: 'uploading', progress: 0 });
      const promise = uploadMedia(
        blob,
        (progress) => setUpload(kind, url, { status: 'uploading', progress }),
        fileNameOf(current, kind, blob),
        controller.signal,
      )
        .then(
          (answer) => {
            setUpload(kind, url, { status: 'done', id: answer.id, url: answer.url });
            void keepLocalMedia(draftKey, kind, null);
            return answer.id;
          },
          (error: unknown) => {
            if (isAbort(error)) throw error;
            const message = uploadFailureMessage(error);
            const refused = error instanceof ApiRequestError && error.status < 500;
            setUpload(kind, url, { status: 'failed', message, retryable: !refused });
            throw new Error(message);
          },
        )
        .finally(() => {
          if (inFlight.current.get(kind)?.url === url) inFlight.current.delete(kind);
        });
      inFlight.current.set(kind, { url, controller, promise });
      return promise;
    },
    [draftKey, setUpload],
  );

  // What is chosen goes up as soon as the sender is signed in.
  useEffect(() => {
    if (!canUpload) return;
    for (const kind of KINDS) {
      if (media[kind] && media.uploads[kind].status === 'idle' && blobOf(media, kind)) {
        startUpload(kind).catch(() => {
          // The failure shows beside the field, with a retry.
        });
      }
    }
  }, [canUpload, media, startUpload]);

  const setMedia = useCallback(
    (change: Partial<Pick<WizardMedia, 'image' | 'voice'>>) => {
      const next: WizardMedia = { ...mediaRef.current, uploads: { ...mediaRef.current.uploads } };
      for (const kind of KINDS) {
        if (!(kind in change)) continue;
        settlePending(kind);
        inFlight.current.get(kind)?.controller.abort();
        inFlight.current.delete(kind);
        if (kind === 'image') next.image = change.image ?? null;
        else next.voice = change.voice ?? null;
        next.uploads[kind] = IDLE_UPLOAD;
        void keepLocalMedia(draftKey, kind, localOf(next, kind));
      }
      mediaRef.current = next;
      setMediaState(next);
    },
    [draftKey, settlePending],
  );

  const retryUpload = useCallback(
    (kind: MediaKind) => {
      startUpload(kind).catch(() => {
        // Shown beside the field again.
      });
    },
    [startUpload],
  );

  const ensureUploaded = useCallback(async () => {
    const [imageId, voiceNoteId] = await Promise.all([startUpload('image'), startUpload('voice')]);
    return { imageId, voiceNoteId };
  }, [startUpload]);

  const clearMedia = useCallback(() => {
    for (const flight of inFlight.current.values()) flight.controller.abort();
    inFlight.current.clear();
    revokeMedia(mediaRef.current);
    mediaRef.current = NO_MEDIA;
    setMediaState(NO_MEDIA);
    setPending({});
    void forgetLocalMedia(draftKey);
  }, [draftKey]);

  const storedNow = { ...pending, ...storedMediaOf(media) };
  return { media, stored: storedNow, setMedia, retryUpload, ensureUploaded, clearMedia };
}
