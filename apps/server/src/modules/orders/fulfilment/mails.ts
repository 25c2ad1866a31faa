import { formatNaira } from '@greetly/domain';
import { onDemand } from '../../../platform/lib/on-demand.ts';
import type { OutgoingMail } from '../../../platform/mail/mailer.ts';

/** The compiled templates, loaded with the first order mail (as the shop mails are). */
const templates = onDemand(() => import('./mail-templates.tsx'));

/** What every mail about a shop's part tells: whose order, which shop, where to follow it. */
export interface ShipmentMailFacts {
  to: string;
  firstName: string;
  orderNumber: string;
  shopName: string;
  orderUrl: string;
}

/** The buyer's order page (signed in) where the whole order and its timeline are. */
export const orderUrl = (publicUrl: string, orderNumber: string) =>
  `${publicUrl}/orders/${orderNumber}`;

const common = (facts: ShipmentMailFacts) => ({
  firstName: facts.firstName,
  orderNumber: facts.orderNumber,
  shopName: facts.shopName,
  orderUrl: facts.orderUrl,
});

/** "Your order GR-000123: <shop> accepted it". */
export async function shipmentAcceptedMail(facts: ShipmentMailFacts): Promise<OutgoingMail> {
  const { shipmentAcceptedTemplate } = await templates();
  return {
    to: facts.to,
    subject: `Your order ${facts.orderNumber}: ${facts.shopName} accepted it`,
    ...shipmentAcceptedTemplate.fill(common(facts)),
  };
}

/** "Your order GR-000123 is on its way", with the shop's note and tracking link when given. */
export async function shipmentDispatchedMail(
  facts: ShipmentMailFacts,
  details: { note: string | null; trackingUrl: string | null },
): Promise<OutgoingMail> {
  const { shipmentDispatchedTemplate } = await templates();
  return {
    to: facts.to,
    subject: `Your order ${facts.orderNumber} is on its way`,
    ...shipmentDispatchedTemplate.fill({
      ...common(facts),
      noteLine: details.note ? `A note from ${facts.shopName}: ${details.note}` : '',
      trackingLine: details.trackingUrl ? `Follow the parcel: ${details.trackingUrl}` : '',
    }),
  };
}

/** "Your order GR-000123 was delivered". */
export async function shipmentDeliveredMail(facts: ShipmentMailFacts): Promise<OutgoingMail> {
  const { shipmentDeliveredTemplate } = await templates();
  return {
    to: facts.to,
    subject: `Your order ${facts.orderNumber} was delivered`,
    ...shipmentDeliveredTemplate.fill(common(facts)),
  };
}

/** "Your order GR-000123 was cancelled by <shop>", its reason, and that its part is refunded. */
export async function shipmentCancelledMail(
  facts: ShipmentMailFacts,
  details: { reason: string; refundKobo: number },
): Promise<OutgoingMail> {
  const { shipmentCancelledTemplate } = await templates();
  return {
    to: facts.to,
    subject: `Your order ${facts.orderNumber} was cancelled by ${facts.shopName}`,
    ...shipmentCancelledTemplate.fill({
      ...common(facts),
      reason: details.reason,
      refundAmount: formatNaira(details.refundKobo),
    }),
  };
}
