import {
  type AdminShop,
  SHOP_REJECT_REASON_MAX,
  type ShopReject,
  shopRejectSchema,
} from '@greetly/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../components/dialogs/dialog';
import { FormError } from '../../components/forms/form-banner';
import { TextAreaField } from '../../components/forms/text-field';
import { Button } from '../../components/ui/button';
import { applyFieldIssues, requestFailureMessage } from '../session/account-errors';

const FIELDS = ['reason'] as const;

/** Asks for the reason a shop is turned down (the vendor is e-mailed it), then rejects it. */
export function RejectShopDialog({
  shop,
  onReject,
  onClose,
}: {
  shop: AdminShop;
  /** Rejects the shop; a failure is thrown, its field issue shown on the reason. */
  onReject: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ShopReject>({
    resolver: zodResolver(shopRejectSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { reason: '' },
  });
  const length = (watch('reason') ?? '').trim().length;

  const submit = handleSubmit(async ({ reason }) => {
    setFailure('');
    try {
      await onReject(reason);
    } catch (error) {
      if (!applyFieldIssues(error, FIELDS, setError)) setFailure(requestFailureMessage(error));
    }
  });

  return (
    <Dialog open onClose={onClose} title={`Reject ${shop.name}?`}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <p className="text-plum">
          The shop stays hidden from gifters. We e-mail {shop.ownerName} your reason, and they can
          change their details and send the shop for review again.
        </p>
        <FormError message={failure} />
        <TextAreaField
          label="Reason"
          rows={4}
          maxLength={SHOP_REJECT_REASON_MAX}
          data-autofocus
          hint={`What should the vendor change? (${length} of ${SHOP_REJECT_REASON_MAX} characters, at least 10)`}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            Reject shop
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
