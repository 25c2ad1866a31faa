/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { PRODUCT_NAME } from '@greetly/domain';
import { compileMailTemplate } from '../../platform/mail/templates/compile.ts';
import { MailLayout, MailParagraph } from '../../platform/mail/templates/layout.tsx';

/** "Your shop is approved": its published products are in the marketplace now. */
export const shopApprovedTemplate = await compileMailTemplate(
  ['firstName', 'shopName', 'dashboardUrl'],
  (slot) => (
    <MailLayout
      title={`Your shop ${slot.shopName} is approved`}
      preheader="Your published gifts now show in the marketplace."
      heading={`Good news, ${slot.firstName}!`}
      action={{ label: 'Open my dashboard', url: slot.dashboardUrl }}
    >
      <MailParagraph>
        Your shop {slot.shopName} is approved. The gifts you publish now show in the {PRODUCT_NAME}{' '}
        marketplace, where people can find them.
      </MailParagraph>
      <MailParagraph>Add products and publish them from your dashboard.</MailParagraph>
    </MailLayout>
  ),
);

/** "Your shop was not approved", with the admin's reason and the way to fix it. */
export const shopRejectedTemplate = await compileMailTemplate(
  ['firstName', 'shopName', 'reason', 'dashboardUrl'],
  (slot) => (
    <MailLayout
      title={`Your shop ${slot.shopName} was not approved`}
      preheader="See why, change your business profile and send it again."
      heading={`Hello ${slot.firstName}, your shop needs a change`}
      action={{ label: 'Edit my business profile', url: slot.dashboardUrl }}
      footnote="Saving your business profile sends your shop for review again."
    >
      <MailParagraph>
        We looked at your shop {slot.shopName} and could not approve it yet. The reason we gave:
      </MailParagraph>
      <MailParagraph>{slot.reason}</MailParagraph>
      <MailParagraph>
        Your products stay saved, but they are not shown in the marketplace until the shop is
        approved.
      </MailParagraph>
    </MailLayout>
  ),
);
