import { countWords, fitWordLimit, MESSAGE_MAX_WORDS, MESSAGE_MIN_WORDS } from '@greetly/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { TextAreaField } from '../../../components/forms/text-field';
import type { CardValues } from '../wizard/card-values';

export const WORDS_LEFT_OUT = `Only the first ${MESSAGE_MAX_WORDS} words fit`;

/**
 * The message with a live word count. At 60 words a further word is left out, never glued to
 * the last one and never in place of one already there: of a paste only the whole words that
 * fit are kept, the caret stays where the edit was, and 'Only the first 60 words fit' says so.
 */
export function MessageField() {
  const { control } = useFormContext<CardValues>();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const caret = useRef<number | null>(null);
  const [isTrimmed, setIsTrimmed] = useState(false);

  // React puts the caret at the end when it writes a value the user did not type: put it back.
  useLayoutEffect(() => {
    if (caret.current === null || !textarea.current) return;
    textarea.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <Controller
      control={control}
      name="message"
      render={({ field, fieldState }) => {
        const words = countWords(field.value);
        const isFull = words >= MESSAGE_MAX_WORDS;
        const showTrimmed = isTrimmed && isFull;
        return (
          <TextAreaField
            label="Message"
            rows={6}
            placeholder="Write something from the heart: a memory you share, what they mean to you, your wish for them…"
            name={field.name}
            ref={(element: HTMLTextAreaElement | null) => {
              field.ref(element);
              textarea.current = element;
            }}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => {
              const fitted = fitWordLimit(field.value, event.target.value, MESSAGE_MAX_WORDS);
              if (fitted.isTrimmed) caret.current = fitted.caret;
              setIsTrimmed(fitted.isTrimmed);
              field.onChange(fitted.text);
            }}
            error={fieldState.error?.message}
            hint={
              <span className="flex flex-wrap justify-between gap-x-4">
                <span>{`Between ${MESSAGE_MIN_WORDS} and ${MESSAGE_MAX_WORDS} words.`}</span>
                <span className="flex flex-wrap items-baseline justify-end gap-x-3">
                  <span role="status" className="font-medium text-rose-dark">
                    {showTrimmed ? WORDS_LEFT_OUT : ''}
                  </span>
                  <span
                    data-testid="word-counter"
                    className={`font-semibold tabular-nums ${isFull ? 'text-rose-dark' : 'text-plum'}`}
                  >
                    {`${words} / ${MESSAGE_MAX_WORDS} words`}
                  </span>
                </span>
              </span>
            }
          />
        );
      }}
    />
  );
}
