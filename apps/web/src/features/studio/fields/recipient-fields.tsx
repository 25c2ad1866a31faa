import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/forms/text-field';
import type { CardValues } from '../wizard/card-values';

export function RecipientNameField() {
  const { register, formState } = useFormContext<CardValues>();
  return (
    <TextField
      label="Recipient name"
      autoComplete="off"
      placeholder="Who is this card for?"
      error={formState.errors.recipientName?.message}
      {...register('recipientName')}
    />
  );
}

export function RecipientEmailField() {
  const { register, formState } = useFormContext<CardValues>();
  return (
    <TextField
      label="Recipient email"
      type="email"
      autoComplete="off"
      placeholder="name@example.com"
      error={formState.errors.recipientEmail?.message}
      {...register('recipientEmail')}
    />
  );
}

/** The sweet nickname (the spec's `quote`), shown under the recipient's name on the card. */
export function NicknameField() {
  const { register, formState } = useFormContext<CardValues>();
  return (
    <TextField
      label="Sweet nickname"
      autoComplete="off"
      placeholder="e.g. Sunshine, Bestie, My Queen"
      hint="Optional: a pet name that shows on the card's front."
      error={formState.errors.quote?.message}
      {...register('quote')}
    />
  );
}
