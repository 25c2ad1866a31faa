import {
  authEndpoints,
  type LoginResponse,
  type MessageResponse,
  type PublicUser,
  type RegisterPayload,
  specRefusalSchema,
} from '@greetly/domain';
import { api, UnexpectedResponseError } from '../../lib/api';
import { LoginRefusedError } from './account-errors';

/** The register answer; `success` may be false in the spec's contract, so it is read, not assumed. */
export interface RegisterAnswer {
  success: boolean;
  message?: string;
}

/** The message of a success-status answer that is not the contract's (the spec's "success false"). */
function refusalMessage(error: UnexpectedResponseError): string {
  const refusal = specRefusalSchema.safeParse(error.body);
  return refusal.success ? refusal.data.message : '';
}

export async function registerAccount(payload: RegisterPayload): Promise<RegisterAnswer> {
  try {
    return await api(authEndpoints.register, { body: payload });
  } catch (error) {
    if (error instanceof UnexpectedResponseError) {
      return { success: false, message: refusalMessage(error) };
    }
    throw error;
  }
}

/** Signs in; throws when the server refuses, or when its answer is not a sign-in. */
export async function logIn(credentials: {
  email: string;
  password: string;
}): Promise<LoginResponse> {
  try {
    return await api(authEndpoints.login, { body: credentials });
  } catch (error) {
    if (error instanceof UnexpectedResponseError) {
      throw new LoginRefusedError(refusalMessage(error));
    }
    throw error;
  }
}

export async function fetchCurrentUser(signal?: AbortSignal): Promise<PublicUser> {
  return (await api(authEndpoints.me, { signal })).user;
}

export function logOut(everywhere: boolean): Promise<MessageResponse> {
  return api(everywhere ? authEndpoints.logoutEverywhere : authEndpoints.logout);
}

export function resendVerification(): Promise<MessageResponse> {
  return api(authEndpoints.resendVerification);
}
