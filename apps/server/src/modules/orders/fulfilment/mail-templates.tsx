/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { compileMailTemplate } from '../../../platform/mail/templates/compile.ts';
import { MailLayout, MailParagraph } from '../../../platform/mail/templates/layout.tsx';

const COMMON = ['firstName', 'orderNumber', 'shopName', 'orderUrl'] as const;

/** "<shop> accepted it": the shop has started on its part. */
export const shipmentAcceptedTemplate = await compileMailTemplate(COMMON, (slot) => (
  <MailLayout
    title={`Your order ${slot.orderNumber}: ${slot.shopName} accepted it`}
    preheader="The shop is preparing your gifts."
    heading={`Good news, ${slot.firstName}!`}
    action={{ label: 'See my order', url: slot.orderUrl }}
  >
    <MailParagraph>
      {slot.shopName} accepted its part of your order {slot.orderNumber} and is preparing it. We
      will write again when it is on its way.
    </MailParagraph>
  </MailLayout>
));

/** "is on its way", with the shop's note and, when it gave one, the courier's tracking link. */
export const shipmentDispatchedTemplate = await compileMailTemplate(
  [...COMMON, 'noteLine', 'trackingLine'],
  (slot) => (
    <MailLayout
      title={`Your order ${slot.orderNumber} is on its way`}
      preheader={`${slot.shopName} has sent your gifts.`}
      heading={`It is on its way, ${slot.firstName}`}
      action={{ label: 'See my order', url: slot.orderUrl }}
    >
      <MailParagraph>
        {slot.shopName} has dispatched its part of your order {slot.orderNumber}.
      </MailParagraph>
      <MailParagraph>{slot.noteLine}</MailParagraph>
      <MailParagraph>{slot.trackingLine}</MailParagraph>
    </MailLayout>
  ),
);

/** "was delivered". */
export const shipmentDeliveredTemplate = await compileMailTemplate(COMMON, (slot) => (
  <MailLayout
    title={`Your order ${slot.orderNumber} was delivered`}
    preheader={`${slot.shopName} delivered your gifts.`}
    heading={`Delivered, ${slot.firstName}`}
    action={{ label: 'See my order', url: slot.orderUrl }}
  >
    <MailParagraph>
      {slot.shopName} delivered its part of your order {slot.orderNumber}. We hope it brings a
      smile.
    </MailParagraph>
  </MailLayout>
));

/** "was cancelled by <shop>", with the shop's reason and the refund of that part. */
export const shipmentCancelledTemplate = await compileMailTemplate(
  [...COMMON, 'reason', 'refundAmount'],
  (slot) => (
    <MailLayout
      title={`Your order ${slot.orderNumber} was cancelled by ${slot.shopName}`}
      preheader={`Its part (${slot.refundAmount}) is refunded.`}
      heading={`Sorry, ${slot.firstName}`}
      action={{ label: 'See my order', url: slot.orderUrl }}
      footnote="A refund can take a few working days to show on your statement."
    >
      <MailParagraph>
        {slot.shopName} cancelled its part of your order {slot.orderNumber}. The reason it gave:
      </MailParagraph>
      <MailParagraph>{slot.reason}</MailParagraph>
      <MailParagraph>
        Its part ({slot.refundAmount}) is refunded to the way you paid. The rest of your order, if
        other shops are in it, carries on.
      </MailParagraph>
    </MailLayout>
  ),
);
