import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { DraftKey } from './draft-storage';
import type { MediaKind } from './wizard-media';

/** A chosen medium not yet on the server, as kept in IndexedDB. */
export interface LocalMedia {
  blob: Blob;
  name: string;
  durationSeconds: number;
}

let store: UseStore | null | undefined;

/** The studio's IndexedDB store, or null where IndexedDB is unavailable (then media live in memory only). */
function mediaStore(): UseStore | null {
  if (store === undefined) {
    try {
      store = typeof indexedDB === 'undefined' ? null : createStore('greetly-studio', 'media');
    } catch {
      store = null;
    }
  }
  return store;
}

const keyOf = (draftKey: DraftKey, kind: MediaKind) => `${draftKey}:${kind}`;

export async function keepLocalMedia(
  draftKey: DraftKey,
  kind: MediaKind,
  media: LocalMedia | null,
): Promise<void> {
  const db = mediaStore();
  if (!db) return;
  try {
    if (media) await set(keyOf(draftKey, kind), media, db);
    else await del(keyOf(draftKey, kind), db);
  } catch {
    // A full or blocked store only costs the reload safety net for this medium.
  }
}

export async function readLocalMedia(
  draftKey: DraftKey,
  kind: MediaKind,
): Promise<LocalMedia | null> {
  const db = mediaStore();
  if (!db) return null;
  try {
    const stored: unknown = await get(keyOf(draftKey, kind), db);
    if (typeof stored !== 'object' || stored === null) return null;
    const { blob, name, durationSeconds } = stored as Record<string, unknown>;
    if (!(blob instanceof Blob) || typeof name !== 'string') return null;
    return {
      blob,
      name,
      durationSeconds: typeof durationSeconds === 'number' ? durationSeconds : 0,
    };
  } catch {
    return null;
  }
}

export async function forgetLocalMedia(draftKey: DraftKey): Promise<void> {
  await Promise.all([
    keepLocalMedia(draftKey, 'image', null),
    keepLocalMedia(draftKey, 'voice', null),
  ]);
}
