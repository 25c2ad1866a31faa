import { AUTH_MESSAGES } from '@greetly/domain';
import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { FormError, FormSuccess } from '../../components/forms/form-banner';
import { Button } from '../../components/ui/button';
import { requestFailureMessage } from './account-errors';
import { resendVerification } from './session-api';

/** 'Resend verification email' for the signed-in user, with the outcome announced below it. */
export function ResendVerification({ variant = 'primary' }: { variant?: 'primary' | 'light' }) {
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<{ sent: boolean; message: string } | null>(null);

  const resend = async () => {
    setIsSending(true);
    setOutcome(null);
    try {
      const answer = await resendVerification();
      setOutcome({ sent: true, message: answer.message || AUTH_MESSAGES.verificationSent });
    } catch (error) {
      setOutcome({ sent: false, message: requestFailureMessage(error) });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <div>
      <Button variant={variant} onClick={resend} disabled={isSending} aria-busy={isSending}>
        <MailPlus aria-hidden="true" className="size-5" />
        Resend verification email
      </Button>
      {outcome?.sent && <FormSuccess className="mt-4">{outcome.message}</FormSuccess>}
      {outcome && !outcome.sent && <FormError className="mt-4" message={outcome.message} />}
    </div>
  );
}
