import {
  DISPATCH_NOTE_MAX,
  vendorOrderStatusRequestSchema,
} from '@greetly/domain/schemas/orders-api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Truck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/forms/form-banner';
import { TextAreaField, TextField } from '../../../components/forms/text-field';
import { Button } from '../../../components/ui/button';
import { applyFieldIssues, requestFailureMessage } from '../../session/account-errors';

/** The dispatch move of the status request: an optional note and tracking link. */
const dispatchSchema = vendorOrderStatusRequestSchema.options[1];
type DispatchForm = z.input<typeof dispatchSchema>;
export type DispatchRequest = z.output<typeof dispatchSchema>;

const FIELDS = ['note', 'trackingUrl'] as const;

/**
 * Marks the shop's part as sent, with what the buyer should know (courier, rider's phone) and a
 * link to follow it; both optional. A failure the server words about a field shows on it.
 */
export function DispatchForm({
  onDispatch,
}: {
  /** Sends the move; a failure is thrown, its field issues shown here. */
  onDispatch: (request: DispatchRequest) => Promise<void>;
}) {
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<DispatchForm, unknown, DispatchRequest>({
    resolver: zodResolver(dispatchSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { status: 'dispatched', note: '', trackingUrl: '' },
  });
  const noteLength = (watch('note') ?? '').trim().length;

  const submit = handleSubmit(async (request) => {
    setFailure('');
    try {
      await onDispatch(request);
    } catch (error) {
      if (!applyFieldIssues(error, FIELDS, setError)) setFailure(requestFailureMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="dispatch-heading" className="space-y-4">
      <h3 id="dispatch-heading" className="font-display text-lg font-bold text-plum">
        Send it on its way
      </h3>
      <FormError message={failure} />
      <TextAreaField
        label="Note for the buyer (optional)"
        rows={3}
        hint={`For example the courier, or the rider's phone number. ${noteLength} of ${DISPATCH_NOTE_MAX} characters.`}
        error={errors.note?.message}
        {...register('note')}
      />
      <TextField
        label="Tracking link (optional)"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        error={errors.trackingUrl?.message}
        {...register('trackingUrl')}
      />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        <Truck aria-hidden="true" className="size-4" />
        Mark as dispatched
      </Button>
    </form>
  );
}
