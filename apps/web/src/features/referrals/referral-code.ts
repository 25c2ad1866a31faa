import { REFERRAL_CODE_PATTERN } from '@greetly/domain/schemas/referrals-api';
import { useState } from 'react';
import { useLocation } from 'react-router';

// The code of the referral link a visitor came through is kept for the tab (sessionStorage), so a
// look at the terms, or signing up from the studio instead, still counts the friend's invitation.
const KEY = 'greetly.referralCode';

/** The `ref` of a sign-up link, when it looks like a code (anything else is ignored). */
export function referralCodeFromSearch(search: string): string | null {
  const code = new URLSearchParams(search).get('ref')?.trim().toLowerCase() ?? '';
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

export function rememberedReferralCode(): string | null {
  try {
    const code = sessionStorage.getItem(KEY);
    return code && REFERRAL_CODE_PATTERN.test(code) ? code : null;
  } catch {
    return null;
  }
}

function store(code: string | null): void {
  try {
    if (code) sessionStorage.setItem(KEY, code);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage can be blocked: the code then travels in the page's address only.
  }
}

/** Once the account is made, the invitation has been used. */
export function forgetReferralCode(): void {
  store(null);
}

/** The referral code of this visit: the address's `ref`, kept for the tab, or one kept earlier. */
export function useReferralCode(): string | null {
  const { search } = useLocation();
  const [code] = useState(() => {
    const fromLink = referralCodeFromSearch(search);
    if (fromLink) store(fromLink);
    return fromLink ?? rememberedReferralCode();
  });
  return code;
}
