import {
  DELIVERY_OPTION_LABELS,
  formatDayInWords,
  formatNaira,
  formatOrderNumber,
  vatLabel,
} from '@greetly/domain';
import { onDemand } from '../../platform/lib/on-demand.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';
import type { OrderLineRow, OrderRow, ShipmentRow } from './repo.ts';

/** The compiled templates, loaded with the first order mail. */
const templates = onDemand(() => import('./mail-templates.tsx'));

function linesText(lines: readonly OrderLineRow[]): string {
  return lines
    .map((line) => {
      const free = line.free_units > 0 ? ` (${line.free_units} free with your loyalty card)` : '';
      return `${line.quantity} × ${line.title} — ${formatNaira(line.line_total_kobo)}${free}`;
    })
    .join('\n');
}

function addressText(order: OrderRow): string {
  return [
    order.ship_name,
    order.ship_street,
    `${order.ship_city}, ${order.ship_state}`,
    order.ship_country,
    order.ship_phone,
  ].join('\n');
}

/** How the gifts travel, in a sentence to the shop: on the card's day, or fast. */
function deliveryText(order: OrderRow): string {
  return order.deliver_on
    ? `Deliver on ${order.deliver_on} with a card.`
    : `${DELIVERY_OPTION_LABELS[order.delivery_option]}.`;
}

/** How the gifts travel, in a whole sentence to the buyer. */
function buyerDeliveryText(order: OrderRow): string {
  return order.deliver_on
    ? `Your gifts arrive on ${formatDayInWords(order.deliver_on)} with your card.`
    : `Your gifts come by ${DELIVERY_OPTION_LABELS[order.delivery_option].toLowerCase()}.`;
}

/** The totals as the order page shows them, VAT with its rate as the checkout wrote it. */
function totalsText(order: OrderRow, taxRateBasisPoints: number): string {
  const rows: [string, number][] = [
    ['Items', order.items_kobo],
    ['Delivery', order.delivery_kobo],
  ];
  if (order.gift_bag_kobo > 0) rows.push(['Gift bag', order.gift_bag_kobo]);
  if (order.loyalty_discount_kobo > 0) rows.push(['Loyalty reward', -order.loyalty_discount_kobo]);
  if (order.coupon_discount_kobo > 0) {
    rows.push([`Coupon ${order.coupon_code ?? ''}`.trim(), -order.coupon_discount_kobo]);
  }
  rows.push([vatLabel(taxRateBasisPoints), order.tax_kobo], ['Total paid', order.total_kobo]);
  return rows
    .map(([label, kobo]) => `${label}: ${kobo < 0 ? `−${formatNaira(-kobo)}` : formatNaira(kobo)}`)
    .join('\n');
}

/** The buyer's confirmation once the order is paid. */
export async function orderConfirmedMail(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  publicUrl: string,
  /** The operator's VAT rate the order was priced with (config). */
  taxRateBasisPoints: number,
): Promise<OutgoingMail> {
  const { orderConfirmedTemplate } = await templates();
  const number = formatOrderNumber(order.number);
  return {
    to: order.buyer_email,
    subject: `Your order ${number} is confirmed`,
    ...orderConfirmedTemplate.fill({
      number,
      lines: linesText(lines),
      totals: totalsText(order, taxRateBasisPoints),
      address: addressText(order),
      delivery: buyerDeliveryText(order),
      orderUrl: `${publicUrl}/orders/${number}`,
    }),
  };
}

/** One shop's new paid order: only its lines, the address and the day. */
export async function newShopOrderMail(
  order: OrderRow,
  shipment: Pick<ShipmentRow, 'id' | 'shop_name'>,
  lines: readonly OrderLineRow[],
  ownerEmail: string,
  publicUrl: string,
): Promise<OutgoingMail> {
  const { newShopOrderTemplate } = await templates();
  const number = formatOrderNumber(order.number);
  return {
    to: ownerEmail,
    subject: `New order ${number}`,
    ...newShopOrderTemplate.fill({
      number,
      shopName: shipment.shop_name,
      lines: linesText(lines.filter((line) => line.shipment_id === shipment.id)),
      address: addressText(order),
      delivery: deliveryText(order),
      orderUrl: `${publicUrl}/vendordashboard/orders/${shipment.id}`,
    }),
  };
}
