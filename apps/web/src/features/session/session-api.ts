import {
  type LoginResponse,
  loginResponseSchema,
  type MessageResponse,
  type PublicUser,
  publicUserSchema,
  type RegisterPayload,
} from '@greetly/domain';
import { apiRequest } from '../../lib/api';

/** The register answer; `success` may be false in the spec's contract, so it is read, not assumed. */
export interface RegisterAnswer {
  success: boolean;
  message?: string;
}

export function registerAccount(payload: RegisterPayload): Promise<RegisterAnswer> {
  return apiRequest<RegisterAnswer>('/api/register', { body: payload });
}

/** A login answer that came back without a sign-in in it (the spec's "success false"). */
export class LoginRefusedError extends Error {}

/** Signs in; throws when the server refuses, or when its answer is not a sign-in. */
export async function logIn(credentials: {
  email: string;
  password: string;
}): Promise<LoginResponse> {
  const answer = await apiRequest<unknown>('/api/login', { body: credentials });
  const parsed = loginResponseSchema.safeParse(answer);
  if (parsed.success) return parsed.data;
  const message = (answer as { message?: unknown } | null)?.message;
  throw new LoginRefusedError(typeof message === 'string' ? message : '');
}

export async function fetchCurrentUser(signal?: AbortSignal): Promise<PublicUser> {
  const answer = await apiRequest<{ user: unknown }>('/api/me', { signal });
  return publicUserSchema.parse(answer.user);
}

export function logOut(everywhere: boolean): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(everywhere ? '/api/logout-all' : '/api/logout', {
    method: 'POST',
  });
}

export function resendVerification(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/verify-email/resend', { method: 'POST' });
}
