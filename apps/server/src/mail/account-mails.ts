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
