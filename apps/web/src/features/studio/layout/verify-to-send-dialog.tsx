import { Dialog } from '../../../components/dialogs/dialog';
import { Button } from '../../../components/ui/button';
import { ResendVerification } from '../../session/resend-verification';

export const VERIFY_TO_SEND_TITLE = 'Verify your email to send';

/**
 * Shown when an unverified sender presses Send Now or Schedule Now. The card stays here as it
 * is; once the link is opened, pressing the button again sends it.
 */
export function VerifyToSendDialog({
  open,
  email,
  onClose,
}: {
  open: boolean;
  email: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={VERIFY_TO_SEND_TITLE} role="alertdialog">
      <p className="text-plum">
        Please verify your email address before sending cards. We sent a link to{' '}
        <strong className="break-all">{email}</strong>; open it, then come back and send. Your card
        is saved right here.
      </p>
      <div className="mt-6 flex flex-wrap items-start gap-3">
        <ResendVerification variant="light" />
        <Button variant="secondary" onClick={onClose} data-autofocus>
          OK
        </Button>
      </div>
    </Dialog>
  );
}
