import {
  EFFECTS,
  FONT_FAMILIES,
  FONT_SIZES,
  findTemplate,
  MESSAGE_MAX_WORDS,
  TEXT_COLOURS,
  truncateToWords,
} from '@greetly/domain';
import type { CardValues } from './card-values';

export type DraftKey = 'draft:create-card' | 'draft:schedule-card';

/**
 * A wizard's progress as it is kept in localStorage, so a reload or a sign-in detour loses
 * nothing. Only text and choices live here: the image and voice note are blobs, which
 * localStorage cannot hold, so they stay in memory (issue 5 uploads them and keeps their ids).
 */
export interface StoredDraft<V extends CardValues> {
  templateId: number;
  step: number;
  values: V;
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
  return clean;
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
    const { templateId, step, values } = stored as Record<string, unknown>;
    if (typeof templateId !== 'number' || !findTemplate(templateId)) return null;
    if (typeof values !== 'object' || values === null) return null;
    const safeStep = typeof step === 'number' && Number.isInteger(step) ? step : 0;
    return {
      templateId,
      step: Math.min(Math.max(safeStep, 0), lastStep),
      values: cleanValues(values as Record<string, unknown>, empty),
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
