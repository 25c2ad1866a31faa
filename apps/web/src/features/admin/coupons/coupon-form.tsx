import type { CouponInput } from '@greetly/domain/schemas/checkout';
import { COUPON_CODE_TAKEN } from '@greetly/domain/schemas/checkout-api';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/forms/form-banner';
import { TextField } from '../../../components/forms/text-field';
import { Button } from '../../../components/ui/button';
import { ApiRequestError } from '../../../lib/api-errors';
import { applyFieldIssues, requestFailureMessage } from '../../session/account-errors';
import { type CouponFormValues, couponFormResolver, emptyCouponForm } from './coupon-form-values';

const FIELDS = [
  'code',
  'percent',
  'amountKobo',
  'minOrderKobo',
  'startsAt',
  'endsAt',
  'maxUsesTotal',
  'maxUsesPerUser',
] as const;

const KINDS = [
  { value: 'percent', label: 'A percentage off' },
  { value: 'fixed', label: 'A fixed amount off' },
] as const;

/**
 * A new coupon: its code, what it takes off the items (a percentage or naira), the minimum order,
 * when it runs and how often it may be used, checked by the payload's own schema before sending.
 */
export function CouponForm({
  onCreate,
}: {
  /** Creates the coupon; a failure is thrown, its field issues shown here. */
  onCreate: (input: CouponInput) => Promise<void>;
}) {
  const [failure, setFailure] = useState('');
  const kindHintId = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CouponFormValues, unknown, CouponInput>({
    resolver: couponFormResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyCouponForm(),
  });
  const kind = watch('kind');

  const submit = handleSubmit(async (input) => {
    setFailure('');
    try {
      await onCreate(input);
      reset(emptyCouponForm());
    } catch (error) {
      if (applyFieldIssues(error, FIELDS, setError)) return;
      if (error instanceof ApiRequestError && error.status === 409) {
        setError('code', { type: 'server', message: COUPON_CODE_TAKEN }, { shouldFocus: true });
        return;
      }
      setFailure(requestFailureMessage(error));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="new-coupon-heading"
      className="rounded-3xl bg-white p-6 shadow-soft ring-1 ring-line/60 sm:p-8"
    >
      <h2 id="new-coupon-heading" className="font-display text-2xl font-bold text-plum">
        New coupon
      </h2>
      <div className="mt-5 space-y-5">
        <FormError message={failure} />
        <TextField
          label="Code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint="3 to 32 letters, digits or dashes; buyers may type it in any case."
          error={errors.code?.message}
          {...register('code')}
        />

        <fieldset aria-describedby={kindHintId}>
          <legend className="text-sm font-semibold text-plum">What it takes off</legend>
          <p id={kindHintId} className="mt-1 text-sm text-plum-soft">
            Off the items only: delivery, the gift bag and VAT are not discounted.
          </p>
          <div className="mt-2 flex flex-wrap gap-3">
            {KINDS.map((option) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-center gap-2 rounded-full bg-cream px-4 py-2 text-plum ring-1 ring-line has-[:checked]:bg-blush has-[:checked]:ring-rose"
              >
                <input
                  type="radio"
                  value={option.value}
                  className="size-4 accent-rose"
                  {...register('kind')}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>

        {kind === 'percent' ? (
          <TextField
            key="percent"
            label="Percentage off (%)"
            inputMode="numeric"
            autoComplete="off"
            hint="A whole number from 1 to 100."
            error={errors.percent?.message}
            {...register('percent')}
          />
        ) : (
          <TextField
            key="amount"
            label="Amount off (₦)"
            inputMode="decimal"
            autoComplete="off"
            hint="In naira, for example 2,000 or 1500.50."
            error={errors.amountKobo?.message}
            {...register('amountKobo')}
          />
        )}

        <TextField
          label="Minimum order (₦)"
          inputMode="decimal"
          autoComplete="off"
          hint="What the items must come to for the code to work; 0 for no minimum."
          error={errors.minOrderKobo?.message}
          {...register('minOrderKobo')}
        />

        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Starts"
            type="datetime-local"
            hint="In your own time."
            error={errors.startsAt?.message}
            {...register('startsAt')}
          />
          <TextField
            label="Ends (optional)"
            type="datetime-local"
            hint="Leave it empty and the code never expires."
            error={errors.endsAt?.message}
            {...register('endsAt')}
          />
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Total uses (optional)"
            inputMode="numeric"
            autoComplete="off"
            hint="Across all buyers; leave it empty for no limit."
            error={errors.maxUsesTotal?.message}
            {...register('maxUsesTotal')}
          />
          <TextField
            label="Uses per buyer"
            inputMode="numeric"
            autoComplete="off"
            error={errors.maxUsesPerUser?.message}
            {...register('maxUsesPerUser')}
          />
        </div>

        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          Create coupon
        </Button>
      </div>
    </form>
  );
}
