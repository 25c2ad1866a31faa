import { TEXT_COLOURS } from '@greetly/domain';
import { Check } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import type { CardValues } from '../wizard/card-values';
import { RadioTiles } from './radio-tiles';

/** Six swatches; each radio is named by its colour ('Colour #f02c2c') since it shows no words. */
export function ColourPicker() {
  const { control } = useFormContext<CardValues>();
  return (
    <Controller
      control={control}
      name="textColor"
      render={({ field }) => (
        <RadioTiles
          name={field.name}
          legend="Text colour"
          options={TEXT_COLOURS}
          value={field.value}
          onChange={field.onChange}
          inputRef={field.ref}
          labelOf={(colour) => `Colour ${colour}`}
          className="grid grid-cols-6 justify-items-center gap-1 sm:flex sm:flex-wrap sm:gap-3"
          renderTile={(colour, isChecked) => (
            <span
              className={`grid size-10 place-items-center rounded-full border-4 sm:size-11 shadow-soft transition peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold ${
                isChecked
                  ? 'scale-110 border-white ring-3 ring-rose'
                  : 'border-white ring-1 ring-line hover:scale-105'
              }`}
              style={{ backgroundColor: colour }}
            >
              {isChecked && (
                <Check
                  aria-hidden="true"
                  className={`size-5 ${colour === '#000000' ? 'text-white' : 'text-plum'}`}
                  strokeWidth={3}
                />
              )}
            </span>
          )}
        />
      )}
    />
  );
}
