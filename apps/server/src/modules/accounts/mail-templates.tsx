/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { PRODUCT_NAME } from '@greetly/domain';
import { compileMailTemplate } from '../../platform/mail/templates/compile.ts';
import { MailLayout, MailLink, MailParagraph } from '../../platform/mail/templates/layout.tsx';

/** "Please confirm your address", with a one-time link. */
export const verificationTemplate = await compileMailTemplate(['firstName', 'url'], (slot) => (
  <MailLayout
    title={`Verify your email for ${PRODUCT_NAME}`}
    preheader="One tap to confirm your address and start sending cards."
    heading={`Welcome, ${slot.firstName}!`}
    action={{ label: 'Verify my email', url: slot.url }}
    footnote="This link works once and expires in 24 hours. If you did not create an account, you can ignore this email."
  >
    <MailParagraph>
      Thanks for joining {PRODUCT_NAME}. Please confirm that this is your email address so you can
      send cards and we can tell you when they are opened.
    </MailParagraph>
  </MailLayout>
));

/** "Choose a new password", with a one-time link. */
export const passwordResetTemplate = await compileMailTemplate(['firstName', 'url'], (slot) => (
  <MailLayout
    title={`Reset your ${PRODUCT_NAME} password`}
    preheader="Choose a new password for your account."
    heading={`Hello ${slot.firstName}, let's get you back in`}
    action={{ label: 'Choose a new password', url: slot.url }}
    footnote="This link works once and expires in 1 hour. If you did not ask for it, you can ignore this email: your password stays the same."
  >
    <MailParagraph>
      Someone (hopefully you) asked to reset the password of your account. Choose a new one with the
      button below.
    </MailParagraph>
  </MailLayout>
));

/** "You already have an account": sent instead of creating a second one. */
export const accountExistsTemplate = await compileMailTemplate(
  ['firstName', 'signInUrl', 'resetUrl'],
  (slot) => (
    <MailLayout
      title={`You already have a ${PRODUCT_NAME} account`}
      preheader="Someone tried to sign up with this address."
      heading={`Hello ${slot.firstName}, you already have an account`}
      action={{ label: 'Sign in', url: slot.signInUrl }}
      footnote="If this was not you, you can ignore this email: your account is safe."
    >
      <MailParagraph>
        Someone (hopefully you) just tried to create a {PRODUCT_NAME} account with this email
        address. It already has one, so nothing was changed.
      </MailParagraph>
      <MailParagraph>
        If you forgot your password, you can choose a new one here:{' '}
        <MailLink href={slot.resetUrl}>{slot.resetUrl}</MailLink>
      </MailParagraph>
    </MailLayout>
  ),
);
