import type { Template } from '@greetly/domain';
import { Crown } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { StickerEditor } from '../../stickers/sticker-editor';
import { cardContentOf } from '../wizard/card-content-of';
import type { CardValues } from '../wizard/card-values';
import type { CardWizard } from '../wizard/use-card-wizard';

/** The first of a field's messages, wherever in its list of stickers it was found. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const value of Object.values(error)) {
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/**
 * Stickers on the card's main face (decision 0035), a premium feature: the face as the recipient
 * will see it, with the tray beside it.
 */
export function StickerField({
  wizard,
  template,
}: {
  wizard: Pick<CardWizard<CardValues>, 'values' | 'media'>;
  template: Template;
}) {
  const { control, formState } = useFormContext<CardValues>();
  const headingId = useId();
  const noteId = useId();
  const card = cardContentOf(template, wizard.values, wizard.media);
  const error = firstMessage(formState.errors.stickers);
  return (
    <section aria-labelledby={headingId} aria-describedby={noteId} className="min-w-0">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-sans text-sm font-semibold text-plum">
          Stickers
        </h3>
        <span className="inline-flex items-center gap-1 rounded-full bg-gold-light px-2.5 py-0.5 text-xs font-semibold text-plum ring-1 ring-gold/60">
          <Crown aria-hidden="true" className="size-3.5" />
          Premium
        </span>
      </div>
      <p id={noteId} className="mb-3 text-sm text-plum-soft">
        Optional. Stickers make a card premium (₦800) after your first day.
      </p>
      <Controller
        control={control}
        name="stickers"
        render={({ field }) => (
          <StickerEditor
            card={card}
            recipient={card.recipientName.trim() || 'Your Friend'}
            stickers={field.value ?? []}
            onChange={field.onChange}
          />
        )}
      />
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-rose-dark">
          {error}
        </p>
      )}
    </section>
  );
}
