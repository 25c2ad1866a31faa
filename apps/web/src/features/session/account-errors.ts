import { AUTH_MESSAGES } from '@greetly/domain/catalog/auth-messages';
import type { ApiError } from '@greetly/domain/contracts/errors';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError, NetworkError } from '../../lib/api-errors';
import type { RegisterAnswer } from './session-api';

/**
 * A login answer that came back without a sign-in in it (the spec's "success false"). Declared
 * here, not with the account API, so pages that only word errors do not load that API.
 */
export class LoginRefusedError extends Error {}

/** The alert for a failed sign-up, as the spec's error catalogue words it (section 8). */
export function signupFailureMessage(failure: {
  answer?: RegisterAnswer;
  error?: unknown;
}): string {
  if (failure.answer) return failure.answer.message || AUTH_MESSAGES.signupFailed;
  if (failure.error instanceof NetworkError) return AUTH_MESSAGES.networkError;
  if (failure.error instanceof ApiRequestError) {
    return failure.error.body?.message || AUTH_MESSAGES.signupRejected;
  }
  return AUTH_MESSAGES.signupFailed;
}

/** The inline message for a failed sign-in (section 8): the server's words, or the spec's fallbacks. */
export function signinFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.body?.message || AUTH_MESSAGES.loginFailed;
  if (error instanceof LoginRefusedError) return error.message || AUTH_MESSAGES.loginFailed;
  return AUTH_MESSAGES.loginError;
}

/** The server's error body, when the request got one. */
export function apiErrorOf(error: unknown): ApiError | null {
  return error instanceof ApiRequestError ? error.body : null;
}

/** A message for any other failed account request. */
export function requestFailureMessage(error: unknown): string {
  if (error instanceof NetworkError) return AUTH_MESSAGES.networkError;
  return apiErrorOf(error)?.message || AUTH_MESSAGES.signupFailed;
}

/**
 * Puts the server's field issues on the form's fields (same names as the payload).
 * Returns whether any issue landed on a field, so the caller knows the form shows it.
 */
export function applyFieldIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const issues = apiErrorOf(error)?.issues ?? [];
  let placed = false;
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
