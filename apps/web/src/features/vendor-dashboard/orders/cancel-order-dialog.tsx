import { formatNaira } from '@greetly/domain/money';
import {
  CANCEL_REASON_MAX,
  CANCEL_REASON_MIN,
  vendorOrderStatusRequestSchema,
} from '@greetly/domain/schemas/orders-api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '../../../components/dialogs/dialog';
import { FormError } from '../../../components/forms/form-banner';
import { TextAreaField } from '../../../components/forms/text-field';
import { Button } from '../../../components/ui/button';
import { applyFieldIssues, requestFailureMessage } from '../../session/account-errors';

/** The cancel move of the status request: a reason the buyer is e-mailed. */
const cancelSchema = vendorOrderStatusRequestSchema.options[3];
type CancelForm = z.input<typeof cancelSchema>;
export type CancelRequest = z.output<typeof cancelSchema>;

const FIELDS = ['reason'] as const;

/**
 * Asks before a shop cancels its part of an order: why (the buyer is e-mailed it), and what it
 * means (the buyer is refunded this part). Keeping the order is the first answer.
 */
export function CancelOrderDialog({
  orderNumber,
  totalKobo,
  onCancel,
  onClose,
}: {
  orderNumber: string;
  /** What the buyer paid for this shop's part, refunded on cancelling. */
  totalKobo: number;
  /** Cancels; a failure is thrown, its field issue shown on the reason. */
  onCancel: (request: CancelRequest) => Promise<void>;
  onClose: () => void;
}) {
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CancelForm, unknown, CancelRequest>({
    resolver: zodResolver(cancelSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { status: 'cancelled', reason: '' },
  });
  const length = (watch('reason') ?? '').trim().length;

  const submit = handleSubmit(async (request) => {
    setFailure('');
    try {
      await onCancel(request);
    } catch (error) {
      if (!applyFieldIssues(error, FIELDS, setError)) setFailure(requestFailureMessage(error));
    }
  });

  return (
    <Dialog open onClose={onClose} title={`Cancel order ${orderNumber}?`}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <p className="text-plum">
          The buyer is refunded this part of the order ({formatNaira(totalKobo)}) and e-mailed your
          reason, and the gifts go back into your stock. This cannot be undone.
        </p>
        <FormError message={failure} />
        <TextAreaField
          label="Why are you cancelling?"
          rows={4}
          maxLength={CANCEL_REASON_MAX}
          data-autofocus
          hint={`The buyer reads this. ${length} of ${CANCEL_REASON_MAX} characters, at least ${CANCEL_REASON_MIN}.`}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Keep the order
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            Cancel order
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
