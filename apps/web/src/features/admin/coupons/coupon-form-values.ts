import { naira } from '@greetly/domain/money';
import { type CouponInput, couponInputSchema } from '@greetly/domain/schemas/checkout';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/**
 * What the coupon form edits: the payload's fields as typed. Amounts are naira text ('2,000' or
 * '1500.50'), times are the date-time inputs' local wall-clock values, and an empty total-uses
 * field means no limit. The names are the payload's, so the schema's and the server's messages
 * land on the fields.
 */
export interface CouponFormValues {
  code: string;
  kind: 'percent' | 'fixed';
  percent: string;
  amountKobo: string;
  minOrderKobo: string;
  startsAt: string;
  endsAt: string;
  maxUsesTotal: string;
  maxUsesPerUser: string;
}

/** Naira text as integer kobo ('₦2,000' → 200000, '1500.5' → 150050); NaN when it is not an amount. */
export function koboFromNaira(text: string): number {
  const amount = text.replace(/[\s,₦]/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(amount)) return Number.NaN;
  return naira(Number(amount));
}

/** A whole number as typed ('1,000' → 1000); NaN for anything else (the schema then says so). */
function wholeFrom(text: string): number {
  const digits = text.replace(/[\s,]/g, '');
  return /^-?\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/** A date-time input's local value ('2026-12-01T09:00') as a UTC instant; '' when unreadable. */
export function instantFromLocal(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** An instant as a date-time input shows it, in the viewer's own time ('2026-12-01T09:00'). */
export function localFromInstant(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** The payload the values make (not yet checked). */
export function couponInputOf(values: CouponFormValues): unknown {
  const common = {
    code: values.code,
    minOrderKobo: koboFromNaira(values.minOrderKobo),
    startsAt: instantFromLocal(values.startsAt),
    endsAt: values.endsAt.trim() === '' ? null : instantFromLocal(values.endsAt),
    maxUsesTotal: values.maxUsesTotal.trim() === '' ? null : wholeFrom(values.maxUsesTotal),
    maxUsesPerUser: wholeFrom(values.maxUsesPerUser),
  };
  return values.kind === 'percent'
    ? { ...common, kind: 'percent', percent: wholeFrom(values.percent) }
    : { ...common, kind: 'fixed', amountKobo: koboFromNaira(values.amountKobo) };
}

const inputResolver = zodResolver(couponInputSchema);

/** Checks the form with the payload's own schema, on the payload the values make. */
export const couponFormResolver: Resolver<CouponFormValues, unknown, CouponInput> = (
  values,
  context,
  options,
) =>
  inputResolver(
    couponInputOf(values) as CouponInput,
    context,
    options as unknown as Parameters<typeof inputResolver>[2],
  ) as ReturnType<Resolver<CouponFormValues, unknown, CouponInput>>;

/** A new coupon's form: a percentage, starting now, one use per buyer, no other limits. */
export function emptyCouponForm(now: Date = new Date()): CouponFormValues {
  return {
    code: '',
    kind: 'percent',
    percent: '',
    amountKobo: '',
    minOrderKobo: '0',
    startsAt: localFromInstant(now),
    endsAt: '',
    maxUsesTotal: '',
    maxUsesPerUser: '1',
  };
}
