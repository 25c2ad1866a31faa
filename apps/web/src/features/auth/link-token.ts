import { AUTH_MESSAGES } from '@greetly/domain';
import { apiErrorOf } from '../session/account-errors';

/** Why a one-time link from an e-mail (verification, password reset) did not work. */
export type LinkProblem = 'invalid' | 'expired' | 'used';

export const LINK_PROBLEM_TEXT: Record<LinkProblem, { title: string; message: string }> = {
  invalid: { title: 'This link does not work', message: AUTH_MESSAGES.tokenInvalid },
  expired: { title: 'This link has expired', message: AUTH_MESSAGES.tokenExpired },
  used: { title: 'This link was already used', message: AUTH_MESSAGES.tokenUsed },
};

/** The link problem named by the server's error code, or null for any other failure. */
export function linkProblemOf(error: unknown): LinkProblem | null {
  switch (apiErrorOf(error)?.code) {
    case 'token_invalid':
      return 'invalid';
    case 'token_expired':
      return 'expired';
    case 'token_used':
      return 'used';
    default:
      return null;
  }
}
