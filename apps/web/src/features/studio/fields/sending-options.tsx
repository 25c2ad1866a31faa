import { EyeOff, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '../../../components/forms/text-field';
import { useSession } from '../../session/session-context';
import type { CardValues } from '../wizard/card-values';
import { AnonymousConfirmDialog, SendingOptionDialog } from './sending-dialogs';
import { SwitchField } from './switch-field';

/**
 * How the card is signed (spec section 4): anonymous and send-yourself exclude each other, and
 * going anonymous is confirmed first and forgets the sender's details.
 */
export function SendingOptions({
  isAskingForOption,
  onOptionDialogClose,
}: {
  isAskingForOption: boolean;
  onOptionDialogClose: () => void;
}) {
  const { control, setValue, getValues, clearErrors } = useFormContext<CardValues>();
  const { user } = useSession();
  const [isAnonymous, sendYourself] = useWatch({ control, name: ['isAnonymous', 'sendYourself'] });
  const [isConfirmingAnonymous, setIsConfirmingAnonymous] = useState(false);

  const toggleAnonymous = () => {
    if (isAnonymous) setValue('isAnonymous', false, { shouldDirty: true });
    else setIsConfirmingAnonymous(true);
  };

  const confirmAnonymous = () => {
    setValue('isAnonymous', true, { shouldDirty: true });
    setValue('sendYourself', false, { shouldDirty: true });
    setValue('senderName', '', { shouldDirty: true });
    setValue('senderEmail', '', { shouldDirty: true });
    clearErrors(['senderName', 'senderEmail']);
    setIsConfirmingAnonymous(false);
  };

  const toggleSendYourself = () => {
    if (sendYourself) {
      setValue('sendYourself', false, { shouldDirty: true });
      clearErrors(['senderName', 'senderEmail']);
      return;
    }
    setValue('sendYourself', true, { shouldDirty: true });
    setValue('isAnonymous', false, { shouldDirty: true });
  };

  // Signed in and signing it yourself, the sender is the account: its name and address fill
  // in, unless something was typed there already.
  useEffect(() => {
    if (!user || !sendYourself || isAnonymous) return;
    if (!getValues('senderName').trim()) {
      setValue('senderName', user.first_name, { shouldDirty: true });
    }
    if (!getValues('senderEmail').trim()) {
      setValue('senderEmail', user.email, { shouldDirty: true });
    }
  }, [user, sendYourself, isAnonymous, getValues, setValue]);

  return (
    <div className="space-y-4">
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-semibold text-plum">How should it be signed?</legend>
        <div className="grid gap-3">
          <SwitchField
            label="Send Anonymously"
            description="A mystery card: your name stays hidden."
            checked={isAnonymous}
            onToggle={toggleAnonymous}
            icon={<EyeOff className="size-5" />}
          />
          <SwitchField
            label="Send Yourself"
            description="Sign it with your name and email."
            checked={sendYourself}
            onToggle={toggleSendYourself}
            icon={<UserRound className="size-5" />}
          />
        </div>
      </fieldset>
      <AnonymousConfirmDialog
        open={isConfirmingAnonymous}
        onCancel={() => setIsConfirmingAnonymous(false)}
        onConfirm={confirmAnonymous}
      />
      <SendingOptionDialog open={isAskingForOption} onClose={onOptionDialogClose} />
    </div>
  );
}

/** The sender's name and email: asked only when sending yourself, not anonymously. */
export function SenderFields() {
  const { control, register, formState } = useFormContext<CardValues>();
  const [isAnonymous, sendYourself] = useWatch({ control, name: ['isAnonymous', 'sendYourself'] });
  if (!sendYourself || isAnonymous) return null;
  return (
    <div className="grid gap-5 rounded-2xl bg-cream-deep/60 p-4 sm:grid-cols-2">
      <TextField
        label="Sender name"
        autoComplete="name"
        error={formState.errors.senderName?.message}
        {...register('senderName')}
      />
      <TextField
        label="Sender email"
        type="email"
        autoComplete="email"
        error={formState.errors.senderEmail?.message}
        {...register('senderEmail')}
      />
    </div>
  );
}
