import type { VendorProduct } from '@greetly/domain';
import { Dialog } from '../../components/dialogs/dialog';
import { Button } from '../../components/ui/button';

/** Asks before a draft is deleted: it cannot be brought back. */
export function DeleteProductDialog({
  product,
  isDeleting,
  onConfirm,
  onClose,
}: {
  product: VendorProduct;
  isDeleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} title="Delete this draft?" role="alertdialog" size="sm">
      <p className="break-words text-plum">
        {`“${product.title}” and its details will be deleted. This can't be undone.`}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} data-autofocus>
          Keep it
        </Button>
        <Button onClick={onConfirm} disabled={isDeleting} aria-busy={isDeleting}>
          Delete draft
        </Button>
      </div>
    </Dialog>
  );
}
