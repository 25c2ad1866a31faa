import {
  EFFECTS,
  FONT_FAMILIES,
  FONT_SIZES,
  findTemplate,
  MESSAGE_MAX_WORDS,
  TEXT_COLOURS,
  truncateToWords,
} from '@greetly/domain';
import { cleanStickers } from '../../stickers/sticker-geometry';
import type { CardValues } from './card-values';

export type DraftKey = 'draft:create-card' | 'draft:schedule-card' | 'draft:edit-card';

/** Uploaded media, by their server ids (a medium not uploaded yet waits in IndexedDB instead). */
export interface StoredMedia {
  image?: { id: string; url: string; name: string; size: number };
  voice?: { id: string; url: string; durationSeconds: number };
}

/**
 * A wizard's progress as it is kept in localStorage, so a reload or a sign-in detour loses
 * nothing: the text and choices, and the ids of uploaded media.
 */
export interface StoredDraft<V extends CardValues> {
  templateId: number;
  step: number;
  values: V;
  media?: StoredMedia;
}

function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}

/** Takes from what was stored only the fields the wizard knows, each of the right kind. */
function cleanValues<V extends CardValues>(stored: Record<string, unknown>, empty: V): V {
  const values: Record<string, unknown> = { ...(empty as object) };
  for (const [key, fallback] of Object.entries(empty as object)) {
    if (typeof stored[key] === typeof fallback) values[key] = stored[key];
  }
  const clean = values as V;
  if (!isOneOf(FONT_SIZES, clean.fontSize)) clean.fontSize = empty.fontSize;
  if (!isOneOf(TEXT_COLOURS, clean.textColor)) clean.textColor = empty.textColor;
  if (isOneOf(FONT_FAMILIES, stored.fontFamily)) clean.fontFamily = stored.fontFamily;
  if (isOneOf(EFFECTS, stored.effect)) clean.effect = stored.effect;
  clean.message = truncateToWords(clean.message, MESSAGE_MAX_WORDS);
  clean.stickers = cleanStickers(stored.stickers);
  return clean;
}

const isMediaId = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w-]{8,64}$/.test(value);
const isMediaUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^\/media\/[\w-]{8,64}$/.test(value);

function cleanMedia(stored: unknown): StoredMedia {
  if (typeof stored !== 'object' || stored === null) return {};
  const { image, voice } = stored as Record<string, Record<string, unknown> | undefined>;
  const media: StoredMedia = {};
  if (image && isMediaId(image.id) && isMediaUrl(image.url)) {
    media.image = {
      id: image.id,
      url: image.url,
      name: typeof image.name === 'string' ? image.name : 'Photo',
      size: typeof image.size === 'number' ? image.size : 0,
    };
  }
  if (voice && isMediaId(voice.id) && isMediaUrl(voice.url)) {
    media.voice = {
      id: voice.id,
      url: voice.url,
      durationSeconds: typeof voice.durationSeconds === 'number' ? voice.durationSeconds : 0,
    };
  }
  return media;
}

/** The saved draft, or null when there is none or it cannot be read (storage off, old shape). */
export function readDraft<V extends CardValues>(
  key: DraftKey,
  empty: V,
  lastStep: number,
): StoredDraft<V> | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return null;
    const { templateId, step, values, media } = stored as Record<string, unknown>;
    if (typeof templateId !== 'number' || !findTemplate(templateId)) return null;
    if (typeof values !== 'object' || values === null) return null;
    const safeStep = typeof step === 'number' && Number.isInteger(step) ? step : 0;
    return {
      templateId,
      step: Math.min(Math.max(safeStep, 0), lastStep),
      values: cleanValues(values as Record<string, unknown>, empty),
      media: cleanMedia(media),
    };
  } catch {
    return null;
  }
}

export function writeDraft<V extends CardValues>(key: DraftKey, draft: StoredDraft<V>): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or disabled storage only costs the reload safety net; the wizard still works.
  }
}

export function clearDraft(key: DraftKey): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was stored if storage is unavailable.
  }
}
