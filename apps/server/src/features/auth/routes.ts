import {
  AUTH_MESSAGES,
  changePasswordSchema,
  emailOnlySchema,
  loginResponseSchema,
  loginSchema,
  meResponseSchema,
  messageResponseSchema,
  registerSchema,
  resetPasswordSchema,
  tokenSchema,
} from '@greetly/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from './guard.ts';
import {
  changePassword,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './recovery.ts';
import {
  type AuthDeps,
  registerAccount,
  signIn,
  signOut,
  signOutEverywhere,
  toPublicUser,
} from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ deps: Omit<AuthDeps, 'log'> }> = async (
  app,
  { deps: base },
) => {
  const deps: AuthDeps = { ...base, log: app.log };
  const signedIn = { preHandler: requireAuth(deps.repo) };

  // The spec's client calls the .php paths; both spellings answer the same.
  for (const url of ['/api/register', '/api/register.php']) {
    app.post(
      url,
      { schema: { body: registerSchema, response: { 201: messageResponseSchema } } },
      async (request, reply) => {
        await registerAccount(deps, request.body, request.ip);
        return reply.status(201).send({ success: true, message: AUTH_MESSAGES.signupSuccess });
      },
    );
  }

  for (const url of ['/api/login', '/api/login.php']) {
    app.post(
      url,
      { schema: { body: loginSchema, response: { 200: loginResponseSchema } } },
      async (request) => {
        const { token, user } = await signIn(deps, { ...request.body, ip: request.ip });
        return {
          success: true as const,
          token,
          user: toPublicUser(user),
          message: 'Signed in successfully.',
        };
      },
    );
  }

  app.get(
    '/api/me',
    { ...signedIn, schema: { response: { 200: meResponseSchema } } },
    async (request) => ({
      success: true as const,
      user: toPublicUser(authOf(request).user),
    }),
  );

  app.post(
    '/api/logout',
    { ...signedIn, schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      await signOut(deps, authOf(request).sessionId);
      return { success: true as const, message: 'You are signed out.' };
    },
  );

  app.post(
    '/api/logout-all',
    { ...signedIn, schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      await signOutEverywhere(deps, authOf(request).user.id);
      return { success: true as const, message: 'You are signed out on every device.' };
    },
  );

  app.post(
    '/api/password',
    {
      ...signedIn,
      schema: { body: changePasswordSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await changePassword(deps, {
        auth: authOf(request),
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
      });
      return { success: true as const, message: AUTH_MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/api/verify-email',
    { schema: { body: tokenSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await verifyEmail(deps, request.body.token);
      return { success: true as const, message: AUTH_MESSAGES.verified };
    },
  );

  app.post(
    '/api/verify-email/resend',
    { ...signedIn, schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      await resendVerification(deps, authOf(request).user);
      return { success: true as const, message: AUTH_MESSAGES.verificationSent };
    },
  );

  app.post(
    '/api/password/forgot',
    { schema: { body: emailOnlySchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await requestPasswordReset(deps, { email: request.body.email, ip: request.ip });
      return { success: true as const, message: AUTH_MESSAGES.forgotSent };
    },
  );

  app.post(
    '/api/password/reset',
    { schema: { body: resetPasswordSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await resetPassword(deps, { ...request.body, ip: request.ip });
      return { success: true as const, message: AUTH_MESSAGES.resetDone };
    },
  );
};
