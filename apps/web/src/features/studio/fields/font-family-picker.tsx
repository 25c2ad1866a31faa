import { FONT_FAMILIES } from '@greetly/domain';
import { Controller, useFormContext } from 'react-hook-form';
import type { CardValues } from '../wizard/card-values';
import { RadioTiles, tileClass } from './radio-tiles';

/** The ten card fonts, each tile written in its own face so the choice is seen, not guessed. */
export function FontFamilyPicker() {
  const { control } = useFormContext<CardValues>();
  return (
    <Controller
      control={control}
      name="fontFamily"
      render={({ field, fieldState }) => (
        <RadioTiles
          name={field.name}
          legend="Font family"
          options={FONT_FAMILIES}
          value={field.value}
          onChange={field.onChange}
          inputRef={field.ref}
          error={fieldState.error?.message}
          className="grid grid-cols-2 gap-2 sm:grid-cols-5"
          renderTile={(family, isChecked) => (
            <span
              className={tileClass(isChecked, 'min-h-12 text-[0.95rem] leading-tight')}
              style={{ fontFamily: `"${family}", sans-serif` }}
            >
              {family}
            </span>
          )}
        />
      )}
    />
  );
}
