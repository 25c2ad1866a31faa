import { countWords, MESSAGE_MAX_WORDS, MESSAGE_MIN_WORDS, truncateToWords } from '@greetly/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { TextAreaField } from '../../../components/forms/text-field';
import type { CardValues } from '../wizard/card-values';

/** The message, cut to its first 60 words as it is typed or pasted, with a live word count. */
export function MessageField() {
  const { control } = useFormContext<CardValues>();
  return (
    <Controller
      control={control}
      name="message"
      render={({ field, fieldState }) => {
        const words = countWords(field.value);
        const isFull = words >= MESSAGE_MAX_WORDS;
        return (
          <TextAreaField
            label="Message"
            rows={6}
            placeholder="Write something from the heart: a memory you share, what they mean to you, your wish for them…"
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) =>
              field.onChange(truncateToWords(event.target.value, MESSAGE_MAX_WORDS))
            }
            error={fieldState.error?.message}
            hint={
              <span className="flex flex-wrap justify-between gap-x-4">
                <span>{`Between ${MESSAGE_MIN_WORDS} and ${MESSAGE_MAX_WORDS} words.`}</span>
                <span
                  data-testid="word-counter"
                  className={`font-semibold tabular-nums ${isFull ? 'text-rose-dark' : 'text-plum'}`}
                >
                  {`${words} / ${MESSAGE_MAX_WORDS} words`}
                </span>
              </span>
            }
          />
        );
      }}
    />
  );
}
