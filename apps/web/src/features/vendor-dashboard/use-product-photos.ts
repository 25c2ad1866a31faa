import {
  IMAGE_MAX_BYTES,
  NOT_AN_IMAGE_MESSAGE,
  PRODUCT_PHOTOS_MAX,
  type ProductPhoto,
} from '@greetly/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiRequestError, NetworkError } from '../../lib/api-errors';
import { uploadMedia } from '../../lib/upload';

export type PhotoUpload =
  | { status: 'uploading'; progress: number }
  | { status: 'done' }
  /** retryable: worth trying again as it is (offline, server trouble), not a refused file. */
  | { status: 'failed'; message: string; retryable: boolean };

/** One photo of the product, saved before or picked now. */
export interface PhotoItem {
  key: string;
  /** The stored upload's id; null until a new photo has gone up. */
  id: string | null;
  /** A picked file's object URL; null for a saved photo (fetched with the owner's token). */
  localUrl: string | null;
  file: File | null;
  name: string;
  upload: PhotoUpload;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export const PHOTO_MESSAGES = {
  notAnImage: NOT_AN_IMAGE_MESSAGE,
  tooLarge: 'This image is larger than 5MB. Please choose a smaller one.',
  tooMany: `Add at most ${PRODUCT_PHOTOS_MAX} photos. The other files you chose were left out.`,
  failed: 'The photo could not be uploaded. Please try again.',
} as const;

/** Why a picked file cannot be a photo, before it is sent (the server checks its content again). */
function problemWith(file: File): string | undefined {
  if (!IMAGE_TYPES.includes(file.type)) return PHOTO_MESSAGES.notAnImage;
  if (file.size > IMAGE_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  return undefined;
}

function failureOf(error: unknown): Extract<PhotoUpload, { status: 'failed' }> {
  if (error instanceof ApiRequestError) {
    if (error.status === 413)
      return { status: 'failed', message: PHOTO_MESSAGES.tooLarge, retryable: false };
    // The server's own words: e.g. a file named .png that holds no picture.
    return { status: 'failed', message: error.message, retryable: error.status >= 500 };
  }
  if (error instanceof NetworkError)
    return { status: 'failed', message: error.message, retryable: true };
  return { status: 'failed', message: PHOTO_MESSAGES.failed, retryable: true };
}

let nextKey = 0;

/**
 * The product's photos, in order (the first is the cover): saved ones, and picked ones that go
 * up to POST /api/media at once, each with its own progress. Leaving the page cancels uploads
 * still running and frees the previews. `onEdit` hears of each change the vendor makes (adding,
 * removing or reordering).
 */
export function useProductPhotos(saved: readonly ProductPhoto[], onEdit?: () => void) {
  const [items, setItems] = useState<PhotoItem[]>(() =>
    saved.map((photo) => ({
      key: photo.id,
      id: photo.id,
      localUrl: null,
      file: null,
      name: 'Photo',
      upload: { status: 'done' },
    })),
  );
  const [refusals, setRefusals] = useState<string[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const onEditRef = useRef(onEdit);
  useEffect(() => {
    onEditRef.current = onEdit;
  }, [onEdit]);
  // The latest list, for the handlers (which photos to free, how much room is left).
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const item of itemsRef.current) {
        if (item.localUrl) URL.revokeObjectURL(item.localUrl);
      }
    };
  }, []);

  const update = useCallback((key: string, patch: Partial<PhotoItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      controllers.current.get(key)?.abort();
      const controller = new AbortController();
      controllers.current.set(key, controller);
      update(key, { upload: { status: 'uploading', progress: 0 } });
      uploadMedia(
        file,
        (progress) => {
          if (!controller.signal.aborted)
            update(key, { upload: { status: 'uploading', progress } });
        },
        file.name,
        controller.signal,
      ).then(
        ({ id }) => {
          if (!controller.signal.aborted) update(key, { id, upload: { status: 'done' } });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) update(key, { upload: failureOf(error) });
        },
      );
    },
    [update],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      let room = PRODUCT_PHOTOS_MAX - itemsRef.current.length;
      const problems: string[] = [];
      const picked: PhotoItem[] = [];
      for (const file of files) {
        const problem = problemWith(file);
        if (problem) {
          problems.push(`${file.name}: ${problem}`);
          continue;
        }
        if (room <= 0) {
          problems.push(PHOTO_MESSAGES.tooMany);
          break;
        }
        room -= 1;
        nextKey += 1;
        picked.push({
          key: `new-${nextKey}`,
          id: null,
          localUrl: URL.createObjectURL(file),
          file,
          name: file.name,
          upload: { status: 'uploading', progress: 0 },
        });
      }
      setRefusals(problems);
      if (picked.length === 0) return;
      onEditRef.current?.();
      setItems((list) => [...list, ...picked]);
      for (const item of picked) if (item.file) start(item.key, item.file);
    },
    [start],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    const item = itemsRef.current.find((candidate) => candidate.key === key);
    if (item?.localUrl) URL.revokeObjectURL(item.localUrl);
    setRefusals([]);
    setItems((list) => list.filter((candidate) => candidate.key !== key));
    onEditRef.current?.();
  }, []);

  /** Moves a photo one place earlier (-1) or later (+1). */
  const move = useCallback((key: string, step: -1 | 1) => {
    onEditRef.current?.();
    setItems((list) => {
      const from = list.findIndex((item) => item.key === key);
      const to = from + step;
      if (from < 0 || to < 0 || to >= list.length) return list;
      const next = [...list];
      [next[from], next[to]] = [next[to] as PhotoItem, next[from] as PhotoItem];
      return next;
    });
  }, []);

  const retry = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((candidate) => candidate.key === key);
      if (item?.file) start(key, item.file);
    },
    [start],
  );

  const ids = useMemo(
    () => items.flatMap((item) => (item.upload.status === 'done' && item.id ? [item.id] : [])),
    [items],
  );
  const isUploading = items.some((item) => item.upload.status === 'uploading');
  const hasFailed = items.some((item) => item.upload.status === 'failed');

  return { items, ids, isUploading, hasFailed, refusals, add, remove, move, retry };
}

export type ProductPhotos = ReturnType<typeof useProductPhotos>;
