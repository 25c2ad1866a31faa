import { PRODUCT_NAME } from '@greetly/domain';
import { onDemand } from '../../platform/lib/on-demand.ts';
import type { MailContent } from '../../platform/mail/templates/compile.ts';

/**
 * The compiled templates, loaded with the first account mail: React, its server renderer and the
 * plain-text converter stay out of a server's start (a sixth of it), and out of processes that
 * never send mail.
 */
const templates = onDemand(() => import('./mail-templates.tsx'));

export async function verificationMail(firstName: string, url: string): Promise<MailContent> {
  const { verificationTemplate } = await templates();
  return {
    subject: `Verify your email for ${PRODUCT_NAME}`,
    ...verificationTemplate.fill({ firstName, url }),
  };
}

export async function passwordResetMail(firstName: string, url: string): Promise<MailContent> {
  const { passwordResetTemplate } = await templates();
  return {
    subject: `Reset your ${PRODUCT_NAME} password`,
    ...passwordResetTemplate.fill({ firstName, url }),
  };
}

/** Sent instead of a second account when someone signs up with an address that has one. */
export async function accountExistsMail(
  firstName: string,
  links: { signIn: string; reset: string },
): Promise<MailContent> {
  const { accountExistsTemplate } = await templates();
  return {
    subject: `You already have a ${PRODUCT_NAME} account`,
    ...accountExistsTemplate.fill({ firstName, signInUrl: links.signIn, resetUrl: links.reset }),
  };
}
