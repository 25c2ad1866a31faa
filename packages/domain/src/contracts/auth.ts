import { z } from 'zod';
import { messageResponseSchema } from '../schemas/api.ts';
import {
  changePasswordSchema,
  emailOnlySchema,
  loginResponseSchema,
  loginSchema,
  meResponseSchema,
  registerSchema,
  resetPasswordSchema,
  tokenSchema,
} from '../schemas/auth.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * The spec's register and login answers may carry `success: false` with a success status
 * (section 7). This server never answers so, but a client written to the spec reads an answer
 * that is not the contract's as a refusal, and shows its message when it has one.
 */
export const specRefusalSchema = z.object({ message: z.string() });

/** Accounts and sessions. Register and login keep the spec's payloads (snake_case) and .php paths. */
export const authEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/api/register',
    aliases: ['/api/register.php'],
    summary: 'Create an account',
    description:
      "The spec's register payload (section 7); sends a verification e-mail. `role: 'vendor'` creates a vendor account.",
    auth: 'none',
    body: registerSchema,
    responses: { 201: messageResponseSchema },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/login',
    aliases: ['/api/login.php'],
    summary: 'Sign in',
    description:
      "The spec's login payload (section 7). The answer's token goes in `Authorization: Bearer <token>`.",
    auth: 'none',
    body: loginSchema,
    responses: { 200: loginResponseSchema },
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/api/me',
    summary: 'The signed-in account',
    auth: 'bearer',
    responses: { 200: meResponseSchema },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/logout',
    summary: 'Sign out this session',
    auth: 'bearer',
    responses: { 200: messageResponseSchema },
  }),
  logoutEverywhere: defineEndpoint({
    method: 'POST',
    path: '/api/logout-all',
    summary: 'Sign out every session of the account',
    auth: 'bearer',
    responses: { 200: messageResponseSchema },
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/password',
    summary: 'Change the password (signs out the other sessions)',
    auth: 'bearer',
    body: changePasswordSchema,
    responses: { 200: messageResponseSchema },
  }),
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: '/api/verify-email',
    summary: "Verify the account's e-mail address with the link's token",
    auth: 'none',
    body: tokenSchema,
    responses: { 200: messageResponseSchema },
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/api/verify-email/resend',
    summary: 'Send a new verification e-mail',
    auth: 'bearer',
    responses: { 200: messageResponseSchema },
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/password/forgot',
    summary: 'Send a password-reset e-mail (the same answer whether or not the account exists)',
    auth: 'none',
    body: emailOnlySchema,
    responses: { 200: messageResponseSchema },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/password/reset',
    summary: "Set a new password with the reset link's token",
    auth: 'none',
    body: resetPasswordSchema,
    responses: { 200: messageResponseSchema },
  }),
};
