import { authEndpoints, type MessageResponse } from '@greetly/domain';
import { api } from '../../lib/api';

export function verifyEmail(token: string): Promise<MessageResponse> {
  return api(authEndpoints.verifyEmail, { body: { token } });
}

export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return api(authEndpoints.forgotPassword, { body: { email } });
}

export function resetPassword(token: string, password: string): Promise<MessageResponse> {
  return api(authEndpoints.resetPassword, { body: { token, password } });
}
