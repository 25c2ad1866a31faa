import { PRODUCT_NAME } from '@greetly/domain';
import { type MailContent, renderMail } from './layout.ts';

export function verificationMail(firstName: string, url: string): MailContent {
  return renderMail({
    subject: `Verify your email for ${PRODUCT_NAME}`,
    preheader: 'One tap to confirm your address and start sending cards.',
    heading: `Welcome, ${firstName}!`,
    paragraphs: [
      `Thanks for joining ${PRODUCT_NAME}. Please confirm that this is your email address so you can send cards and we can tell you when they are opened.`,
    ],
    action: { label: 'Verify my email', url },
    footnote:
      'This link works once and expires in 24 hours. If you did not create an account, you can ignore this email.',
  });
}

export function passwordResetMail(firstName: string, url: string): MailContent {
  return renderMail({
    subject: `Reset your ${PRODUCT_NAME} password`,
    preheader: 'Choose a new password for your account.',
    heading: `Hello ${firstName}, let's get you back in`,
    paragraphs: [
      'Someone (hopefully you) asked to reset the password of your account. Choose a new one with the button below.',
    ],
    action: { label: 'Choose a new password', url },
    footnote:
      'This link works once and expires in 1 hour. If you did not ask for it, you can ignore this email: your password stays the same.',
  });
}

/** Sent instead of a second account when someone signs up with an address that has one. */
export function accountExistsMail(
  firstName: string,
  links: { signIn: string; reset: string },
): MailContent {
  return renderMail({
    subject: `You already have a ${PRODUCT_NAME} account`,
    preheader: 'Someone tried to sign up with this address.',
    heading: `Hello ${firstName}, you already have an account`,
    paragraphs: [
      `Someone (hopefully you) just tried to create a ${PRODUCT_NAME} account with this email address. It already has one, so nothing was changed.`,
      `If you forgot your password, you can choose a new one here: ${links.reset}`,
    ],
    action: { label: 'Sign in', url: links.signIn },
    footnote: 'If this was not you, you can ignore this email: your account is safe.',
  });
}
