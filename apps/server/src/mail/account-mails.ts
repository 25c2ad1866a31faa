import { PRODUCT_NAME } from '@greetly/domain';
import {
  accountExistsTemplate,
  passwordResetTemplate,
  verificationTemplate,
} from './templates/account-mails.tsx';
import type { MailContent } from './templates/compile.ts';

export function verificationMail(firstName: string, url: string): MailContent {
  return {
    subject: `Verify your email for ${PRODUCT_NAME}`,
    ...verificationTemplate.fill({ firstName, url }),
  };
}

export function passwordResetMail(firstName: string, url: string): MailContent {
  return {
    subject: `Reset your ${PRODUCT_NAME} password`,
    ...passwordResetTemplate.fill({ firstName, url }),
  };
}

/** Sent instead of a second account when someone signs up with an address that has one. */
export function accountExistsMail(
  firstName: string,
  links: { signIn: string; reset: string },
): MailContent {
  return {
    subject: `You already have a ${PRODUCT_NAME} account`,
    ...accountExistsTemplate.fill({ firstName, signInUrl: links.signIn, resetUrl: links.reset }),
  };
}
