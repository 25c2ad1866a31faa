import { IMAGE_HINT, PRODUCT_PHOTOS_MAX } from '@greetly/domain';
import {
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  ImageOff,
  ImagePlus,
  RotateCw,
  Trash2,
} from 'lucide-react';
import { type DragEvent, type Ref, useId, useRef, useState } from 'react';
import { UploadProgress } from '../../components/forms/upload-progress';
import { useOwnMedia } from '../../lib/use-own-media';
import type { PhotoItem, ProductPhotos } from './use-product-photos';

const iconButton =
  'grid size-9 place-items-center rounded-full bg-white text-plum shadow-soft ring-1 ring-line transition hover:bg-blush disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold';

/** A photo's picture: a new one from its local copy, a saved one fetched with the owner's token. */
function PhotoPicture({ item, label }: { item: PhotoItem; label: string }) {
  const savedUrl = useOwnMedia(item.localUrl ? null : item.id);
  const [isBroken, setIsBroken] = useState(false);
  const src = item.localUrl ?? savedUrl;
  if (isBroken) {
    return (
      <span className="grid size-full place-items-center bg-cream-deep text-plum-soft">
        <ImageOff aria-hidden="true" className="size-8" />
      </span>
    );
  }
  if (!src) return <span className="block size-full animate-pulse bg-cream-deep" />;
  return (
    <img
      src={src}
      alt={label}
      className="size-full object-cover"
      onError={() => setIsBroken(true)}
    />
  );
}

function PhotoTile({
  item,
  index,
  count,
  photos,
}: {
  item: PhotoItem;
  index: number;
  count: number;
  photos: ProductPhotos;
}) {
  const number = index + 1;
  const { upload } = item;
  return (
    <li
      className="flex min-w-0 flex-col gap-2 rounded-2xl bg-white p-2 ring-1 ring-line"
      data-testid="product-photo"
    >
      <div className="relative aspect-square overflow-hidden rounded-xl">
        <PhotoPicture item={item} label={index === 0 ? `Photo 1 (cover)` : `Photo ${number}`} />
        {index === 0 && (
          <span className="absolute top-2 left-2 rounded-full bg-plum px-2.5 py-0.5 text-xs font-semibold text-white">
            Cover
          </span>
        )}
      </div>
      {upload.status === 'uploading' && (
        <UploadProgress
          label="Uploading…"
          name={`Uploading photo ${number}`}
          fraction={upload.progress}
        />
      )}
      {upload.status === 'failed' && (
        <div role="alert" className="text-sm text-rose-dark" data-testid="upload-status">
          <p className="flex items-start gap-1.5">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">{upload.message}</span>
          </p>
          {upload.retryable && (
            <button
              type="button"
              onClick={() => photos.retry(item.key)}
              className="mt-1 inline-flex items-center gap-1 font-semibold underline"
            >
              <RotateCw aria-hidden="true" className="size-3.5" />
              Try again<span className="sr-only">{` to upload photo ${number}`}</span>
            </button>
          )}
        </div>
      )}
      <div className="mt-auto flex items-center justify-between gap-1">
        <div className="flex gap-1">
          <button
            type="button"
            className={iconButton}
            disabled={index === 0}
            onClick={() => photos.move(item.key, -1)}
            aria-label={`Move photo ${number} earlier`}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={iconButton}
            disabled={index === count - 1}
            onClick={() => photos.move(item.key, 1)}
            aria-label={`Move photo ${number} later`}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </div>
        <button
          type="button"
          className={`${iconButton} text-rose-dark`}
          onClick={() => photos.remove(item.key)}
          aria-label={`Remove photo ${number}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}

/**
 * The product's photos: up to five, each uploaded as soon as it is picked (with its progress),
 * put in order with the arrow buttons; the first is the cover. `error` is the form's message
 * about them (the schema's, the server's, or why saving has to wait).
 */
export function ProductPhotosField({
  photos,
  error,
  ref,
}: {
  photos: ProductPhotos;
  error?: string;
  /** The group, focused when saving has to wait for the photos. */
  ref?: Ref<HTMLFieldSetElement>;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const [isDragging, setIsDragging] = useState(false);
  const { items } = photos;
  const isFull = items.length >= PRODUCT_PHOTOS_MAX;

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (isFull || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setIsDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setIsDragging(false);
    photos.add(Array.from(event.dataTransfer.files));
  };

  return (
    <fieldset
      ref={ref}
      tabIndex={-1}
      className="min-w-0 outline-none"
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
    >
      <legend className="text-sm font-semibold text-plum">Photos</legend>
      <p id={hintId} className="mt-1 text-sm text-plum-soft">
        {`Up to ${PRODUCT_PHOTOS_MAX} photos (${IMAGE_HINT}). The first one is the cover; use the arrows to change the order. ${items.length} of ${PRODUCT_PHOTOS_MAX} added.`}
      </p>
      <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {items.map((item, index) => (
          <PhotoTile
            key={item.key}
            item={item}
            index={index}
            count={items.length}
            photos={photos}
          />
        ))}
        {!isFull && (
          <li className="list-none">
            {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer shortcut; the button inside is the keyboard path */}
            <div
              onDragEnter={onDragOver}
              onDragOver={onDragOver}
              onDragLeave={() => setIsDragging(false)}
              onDrop={onDrop}
              className={`flex aspect-square flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed p-3 text-center transition ${
                isDragging ? 'border-rose bg-blush' : 'border-plum-soft/40 bg-white'
              }`}
            >
              <button
                type="button"
                onClick={() => inputRef.current?.click()}
                className="flex flex-col items-center gap-2 rounded-xl p-2 font-semibold text-rose-dark hover:text-rose focus-visible:outline-3 focus-visible:outline-gold"
              >
                <span className="grid size-12 place-items-center rounded-full bg-blush">
                  <ImagePlus aria-hidden="true" className="size-6" />
                </span>
                {items.length === 0 ? 'Add photos' : 'Add more photos'}
              </button>
              <span className="hidden text-xs text-plum-soft sm:block">or drop them here</span>
            </div>
          </li>
        )}
      </ol>
      {isFull && (
        <p className="mt-2 text-sm text-plum-soft">
          {`That's ${PRODUCT_PHOTOS_MAX} photos, the most a gift can have. Remove one to add another.`}
        </p>
      )}
      <input
        ref={inputRef}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        multiple
        hidden
        data-testid="photo-file-input"
        onChange={(event) => {
          photos.add(Array.from(event.target.files ?? []));
          // Cleared so picking the same file again still counts as a change.
          event.target.value = '';
        }}
      />
      {photos.refusals.length > 0 && (
        <ul role="alert" className="mt-2 space-y-1 text-sm text-rose-dark">
          {photos.refusals.map((refusal) => (
            <li key={refusal} className="flex items-start gap-1.5">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="min-w-0 break-words">{refusal}</span>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="mt-2 flex items-start gap-1.5 text-sm text-rose-dark">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}
