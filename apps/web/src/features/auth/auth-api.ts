import type { MessageResponse } from '@greetly/domain';
import { apiRequest } from '../../lib/api';

export function verifyEmail(token: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/verify-email', { body: { token } });
}

export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/password/forgot', { body: { email } });
}

export function resetPassword(token: string, password: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/password/reset', { body: { token, password } });
}
