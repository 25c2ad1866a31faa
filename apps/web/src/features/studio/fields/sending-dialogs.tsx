import { CARD_MESSAGES } from '@greetly/domain';
import { Dialog } from '../../../components/dialogs/dialog';
import { Button } from '../../../components/ui/button';

/** Asked before going anonymous, since it hides the sender from the card for good. */
export function AnonymousConfirmDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} role="alertdialog" size="sm" title="Send anonymously?">
      <p className="text-plum">{CARD_MESSAGES.anonymousWarning}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm} data-autofocus>
          OK
        </Button>
      </div>
    </Dialog>
  );
}

/** Shown when Next is pressed before choosing how the card is sent. */
export function SendingOptionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={CARD_MESSAGES.sendingOptionTitle}
    >
      <p className="text-plum">{CARD_MESSAGES.sendingOptionText}</p>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </div>
    </Dialog>
  );
}
