import { EFFECTS, type Effect } from '@greetly/domain';
import { Balloon, Flower2, type LucideIcon, PartyPopper, Snowflake, Sparkles } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import type { CardValues } from '../wizard/card-values';
import { RadioTiles, tileClass } from './radio-tiles';

export const EFFECT_ICONS: Record<Effect, LucideIcon> = {
  confetti: PartyPopper,
  balloons: Balloon,
  fireworks: Sparkles,
  petals: Flower2,
  snow: Snowflake,
};

export function effectName(effect: Effect): string {
  return effect.charAt(0).toUpperCase() + effect.slice(1);
}

/** What plays when the recipient taps the gift box; required by the spec. */
export function EffectPicker() {
  const { control } = useFormContext<CardValues>();
  return (
    <Controller
      control={control}
      name="effect"
      render={({ field, fieldState }) => (
        <RadioTiles
          name={field.name}
          legend="Effect"
          options={EFFECTS}
          value={field.value}
          onChange={field.onChange}
          inputRef={field.ref}
          error={fieldState.error?.message}
          className="grid grid-cols-3 gap-2 sm:grid-cols-5"
          renderTile={(effect, isChecked) => {
            const Icon = EFFECT_ICONS[effect];
            return (
              <span className={tileClass(isChecked, 'flex-col gap-1 py-3 text-sm font-medium')}>
                <Icon aria-hidden="true" className="size-5" />
                {effectName(effect)}
              </span>
            );
          }}
        />
      )}
    />
  );
}
