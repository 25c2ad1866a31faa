import type { SenderCardSummary } from '@greetly/domain';
import { Dialog } from '../../components/dialogs/dialog';
import { Button } from '../../components/ui/button';

/** Asks before a scheduled card is cancelled: it cannot be brought back. */
export function CancelCardDialog({
  card,
  isCancelling,
  onConfirm,
  onClose,
}: {
  card: SenderCardSummary;
  isCancelling: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} title="Cancel this card?" role="alertdialog" size="sm">
      <p className="text-plum">
        {`The card to ${card.recipientName} will not be sent. This can't be undone.`}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} data-autofocus>
          Keep it
        </Button>
        <Button onClick={onConfirm} disabled={isCancelling} aria-busy={isCancelling}>
          Cancel card
        </Button>
      </div>
    </Dialog>
  );
}
