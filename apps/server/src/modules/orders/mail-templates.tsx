/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Text } from '@react-email/text';
import { compileMailTemplate } from '../../platform/mail/templates/compile.ts';
import { MAIL_COLORS, MailLayout, MailParagraph } from '../../platform/mail/templates/layout.tsx';

/** Several lines in one slot (the order's lines, its totals): kept as lines in both parts. */
function Lines({ children }: { children: string }) {
  return (
    <Text
      style={{
        margin: '0 0 16px',
        fontSize: '15px',
        lineHeight: '1.6',
        color: MAIL_COLORS.ink,
        whiteSpace: 'pre-line',
      }}
    >
      {children}
    </Text>
  );
}

/** "Your order GR-000123 is confirmed": what was bought, what it cost, where it goes. */
export const orderConfirmedTemplate = await compileMailTemplate(
  ['number', 'lines', 'totals', 'address', 'delivery', 'orderUrl'],
  (slot) => (
    <MailLayout
      title={`Your order ${slot.number} is confirmed`}
      preheader="Thank you: your payment is in and the shops are preparing your gifts."
      heading={`Your order ${slot.number} is confirmed`}
      action={{ label: 'See my order', url: slot.orderUrl }}
    >
      <MailParagraph>
        Thank you: we have your payment, and each shop is now preparing its part. {slot.delivery}
      </MailParagraph>
      <Lines>{slot.lines}</Lines>
      <Lines>{slot.totals}</Lines>
      <MailParagraph>Delivering to:</MailParagraph>
      <Lines>{slot.address}</Lines>
    </MailLayout>
  ),
);

/** "New order GR-000123", to one shop: only its own lines, the address and the day. */
export const newShopOrderTemplate = await compileMailTemplate(
  ['number', 'shopName', 'lines', 'address', 'delivery', 'orderUrl'],
  (slot) => (
    <MailLayout
      title={`New order ${slot.number}`}
      preheader="A paid order is waiting for your shop to accept it."
      heading={`New order ${slot.number} for ${slot.shopName}`}
      action={{ label: 'Open the order', url: slot.orderUrl }}
      footnote="Accept it from your dashboard, then mark it dispatched when it leaves."
    >
      <MailParagraph>
        A buyer has paid for these gifts from your shop. {slot.delivery}
      </MailParagraph>
      <Lines>{slot.lines}</Lines>
      <MailParagraph>Deliver to:</MailParagraph>
      <Lines>{slot.address}</Lines>
    </MailLayout>
  ),
);
