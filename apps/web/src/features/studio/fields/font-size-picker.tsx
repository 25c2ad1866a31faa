import { FONT_SIZES } from '@greetly/domain';
import { Controller, useFormContext } from 'react-hook-form';
import type { CardValues } from '../wizard/card-values';
import { RadioTiles, tileClass } from './radio-tiles';

export function FontSizePicker() {
  const { control } = useFormContext<CardValues>();
  return (
    <Controller
      control={control}
      name="fontSize"
      render={({ field }) => (
        <RadioTiles
          name={field.name}
          legend="Font size"
          options={FONT_SIZES}
          value={field.value}
          onChange={field.onChange}
          inputRef={field.ref}
          className="grid max-w-md grid-cols-4 gap-2"
          renderTile={(size, isChecked) => (
            <span className={tileClass(isChecked, 'flex-col gap-0.5 py-2')}>
              <span aria-hidden="true" className="leading-none" style={{ fontSize: size }}>
                Aa
              </span>
              <span className="text-xs font-medium">{size}</span>
            </span>
          )}
        />
      )}
    />
  );
}
