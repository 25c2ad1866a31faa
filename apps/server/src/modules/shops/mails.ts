import { onDemand } from '../../platform/lib/on-demand.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';

/** The compiled templates, loaded with the first shop mail (as the account mails are). */
const templates = onDemand(() => import('./mail-templates.tsx'));

/** A shop's vendor, as its mails address them. */
export interface ShopVendor {
  shopName: string;
  email: string;
  firstName: string;
}

/** The vendor's dashboard, where the shop's status and profile are. */
const dashboardUrl = (publicUrl: string) => `${publicUrl}/vendordashboard`;

/** Tells the vendor their shop is approved. */
export async function shopApprovedMail(
  vendor: ShopVendor,
  publicUrl: string,
): Promise<OutgoingMail> {
  const { shopApprovedTemplate } = await templates();
  return {
    to: vendor.email,
    subject: `Your shop ${vendor.shopName} is approved`,
    ...shopApprovedTemplate.fill({
      firstName: vendor.firstName,
      shopName: vendor.shopName,
      dashboardUrl: dashboardUrl(publicUrl),
    }),
  };
}

/** Tells the vendor their shop was rejected, why, and where to change it. */
export async function shopRejectedMail(
  vendor: ShopVendor,
  reason: string,
  publicUrl: string,
): Promise<OutgoingMail> {
  const { shopRejectedTemplate } = await templates();
  return {
    to: vendor.email,
    subject: `Your shop ${vendor.shopName} was not approved`,
    ...shopRejectedTemplate.fill({
      firstName: vendor.firstName,
      shopName: vendor.shopName,
      reason,
      dashboardUrl: dashboardUrl(publicUrl),
    }),
  };
}
