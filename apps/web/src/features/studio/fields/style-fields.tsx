import { ColourPicker } from './colour-picker';
import { EffectPicker } from './effect-picker';
import { FontFamilyPicker } from './font-family-picker';
import { FontSizePicker } from './font-size-picker';
import { MessageField } from './message-field';

/** How the card looks and what it says: the same five choices and the message in both wizards. */
export function StyleFields() {
  return (
    <div className="space-y-7">
      <FontFamilyPicker />
      <FontSizePicker />
      <EffectPicker />
      <ColourPicker />
      <MessageField />
    </div>
  );
}
