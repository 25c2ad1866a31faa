import { planEndpoints } from '@greetly/domain/contracts/plans';
import type {
  CardPaymentView,
  CreditsResponse,
  PaymentListResponse,
} from '@greetly/domain/schemas/plans-api';
import { api } from '../../lib/api';

export const PAYMENTS_KEY = ['payments'] as const;
export const CREDITS_KEY = ['credits'] as const;

export function fetchPayments(signal?: AbortSignal): Promise<PaymentListResponse> {
  return api(planEndpoints.payments, { signal });
}

export function fetchCredits(signal?: AbortSignal): Promise<CreditsResponse> {
  return api(planEndpoints.credits, { signal });
}

/** Starts paying for a pack of card credits: where the browser goes to pay. */
export async function buyPack(): Promise<string> {
  return (await api(planEndpoints.buyPack)).payment.redirectUrl;
}

/**
 * Asks the server about the pack payment the buyer came back from (applied once), and then how
 * that payment stands, so the page can say whether the credits were added.
 */
export async function verifyPack(reference: string): Promise<{
  credits: CreditsResponse;
  payments: PaymentListResponse;
  payment: CardPaymentView | null;
}> {
  const credits = await api(planEndpoints.verifyPack, { body: { reference } });
  const payments = await fetchPayments();
  const payment = payments.payments.find((row) => row.reference === reference) ?? null;
  return { credits, payments, payment };
}
