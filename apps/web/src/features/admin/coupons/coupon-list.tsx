import { formatNaira } from '@greetly/domain/money';
import { hasCouponEnded } from '@greetly/domain/schemas/checkout';
import type { AdminCoupon } from '@greetly/domain/schemas/checkout-api';
import { CalendarX, CircleCheck, CircleSlash, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../components/dialogs/dialog';
import { FormError } from '../../../components/forms/form-banner';
import { Button } from '../../../components/ui/button';
import { requestFailureMessage } from '../../session/account-errors';

/** '12 Dec 2026, 09:30' in the viewer's own time. */
function formatWhen(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** What the coupon takes off the items: '10% off' or '₦2,000 off'. */
export function takesOffText(coupon: AdminCoupon): string {
  return coupon.kind === 'percent'
    ? `${coupon.percent ?? 0}% off`
    : `${formatNaira(coupon.amountKobo ?? 0)} off`;
}

function usesText(coupon: AdminCoupon): string {
  return coupon.maxUsesTotal === null
    ? `${coupon.usesTotal} used, no limit`
    : `${coupon.usesTotal} of ${coupon.maxUsesTotal} used`;
}

/** Active, Expired (its end has passed) or Inactive (an admin deactivated it). */
function CouponState({ coupon }: { coupon: AdminCoupon }) {
  if (!coupon.active) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-cream-deep px-3 py-0.5 text-xs font-semibold text-plum-soft ring-1 ring-line">
        <CircleSlash aria-hidden="true" className="size-3.5" />
        Inactive
      </span>
    );
  }
  if (hasCouponEnded(coupon.endsAt, new Date())) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-cream-deep px-3 py-0.5 text-xs font-semibold text-plum-soft ring-1 ring-line">
        <CalendarX aria-hidden="true" className="size-3.5" />
        Expired
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-mint-light px-3 py-0.5 text-xs font-semibold text-plum ring-1 ring-mint/40">
      <CircleCheck aria-hidden="true" className="size-3.5" />
      Active
    </span>
  );
}

function CouponRow({
  coupon,
  onDeactivate,
}: {
  coupon: AdminCoupon;
  onDeactivate: (coupon: AdminCoupon) => void;
}) {
  return (
    <li
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 lg:flex-row lg:items-center"
      data-testid="admin-coupon"
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-lg font-bold break-all text-plum">{coupon.code}</span>
          <CouponState coupon={coupon} />
        </p>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 xl:grid-cols-4">
          <div>
            <dt className="font-semibold text-plum-soft">Takes off</dt>
            <dd className="text-plum">{takesOffText(coupon)}</dd>
          </div>
          <div>
            <dt className="font-semibold text-plum-soft">Minimum order</dt>
            <dd className="text-plum">
              {coupon.minOrderKobo === 0 ? 'No minimum' : formatNaira(coupon.minOrderKobo)}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-plum-soft">Runs</dt>
            <dd className="text-plum">
              From <time dateTime={coupon.startsAt}>{formatWhen(coupon.startsAt)}</time>
              {coupon.endsAt ? (
                <>
                  {' '}
                  to <time dateTime={coupon.endsAt}>{formatWhen(coupon.endsAt)}</time>
                </>
              ) : (
                ', no end'
              )}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-plum-soft">Uses</dt>
            <dd className="text-plum">
              {usesText(coupon)}; {coupon.maxUsesPerUser} per buyer
            </dd>
          </div>
        </dl>
      </div>
      {coupon.active && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start text-rose-dark lg:self-center"
          onClick={() => onDeactivate(coupon)}
          aria-label={`Deactivate ${coupon.code}`}
        >
          Deactivate
        </Button>
      )}
    </li>
  );
}

/** The coupons, newest first, each with a way to deactivate it that asks first. */
export function CouponList({
  coupons,
  onDeactivate,
}: {
  coupons: readonly AdminCoupon[];
  /** Deactivates; a failure is thrown and shown in the dialog. */
  onDeactivate: (coupon: AdminCoupon) => Promise<void>;
}) {
  const [asking, setAsking] = useState<AdminCoupon | null>(null);
  const [failure, setFailure] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const newestFirst = [...coupons].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
  );

  const close = () => {
    setAsking(null);
    setFailure('');
  };
  const confirm = async (coupon: AdminCoupon) => {
    setIsBusy(true);
    setFailure('');
    try {
      await onDeactivate(coupon);
      setAsking(null);
    } catch (error) {
      setFailure(requestFailureMessage(error));
    } finally {
      setIsBusy(false);
    }
  };

  if (newestFirst.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-3xl border-2 border-dashed border-line bg-white px-6 py-12 text-center">
        <TicketPercent aria-hidden="true" className="size-10 text-rose-dark" />
        <p className="mt-3 font-display text-xl font-bold text-plum">No coupons yet.</p>
        <p className="mt-1 text-plum-soft">The codes you create appear here with their uses.</p>
      </div>
    );
  }
  return (
    <>
      <ul className="grid gap-3" aria-label="Coupons">
        {newestFirst.map((coupon) => (
          <CouponRow key={coupon.id} coupon={coupon} onDeactivate={setAsking} />
        ))}
      </ul>
      <Dialog open={asking !== null} onClose={close} title={`Deactivate ${asking?.code ?? ''}?`}>
        <p className="text-plum">
          Buyers who enter this code are told it is not valid. A deactivated code cannot be turned
          back on.
        </p>
        <FormError message={failure} className="mt-4" />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close} data-autofocus>
            Keep it active
          </Button>
          <Button
            disabled={isBusy}
            aria-busy={isBusy}
            onClick={() => asking && void confirm(asking)}
          >
            Deactivate
          </Button>
        </div>
      </Dialog>
    </>
  );
}
