/** Providers whose mailboxes ignore dots in the local part (googlemail.com is gmail.com). */
const DOTLESS_DOMAINS: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an address delivers to, as far as we can tell without asking its provider:
 * lower-cased, without a '+tag', and for Gmail without dots. Two addresses with the same
 * mailbox belong to one person, so a referral between them is a self-referral.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

export function isSameMailbox(a: string, b: string): boolean {
  return mailboxOf(a) === mailboxOf(b);
}
