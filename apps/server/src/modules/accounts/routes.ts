import { AUTH_MESSAGES, authEndpoints } from '@greetly/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/http/route.ts';
import { authOf, requireAuth } from './guard.ts';
import { refuseWhileHashingIsFull } from './passwords.ts';
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
  const checksPassword = { onRequest: refuseWhileHashingIsFull };

  // The spec's client calls the .php paths (the contract's aliases); both spellings answer the same.
  route(app, authEndpoints.register, checksPassword, async (request, reply) => {
    await registerAccount(deps, request.body, request.ip);
    return reply.status(201).send({ success: true, message: AUTH_MESSAGES.signupSuccess });
  });

  route(app, authEndpoints.login, checksPassword, async (request) => {
    const { token, user } = await signIn(deps, { ...request.body, ip: request.ip });
    return {
      success: true as const,
      token,
      user: toPublicUser(user),
      message: 'Signed in successfully.',
    };
  });

  route(app, authEndpoints.me, signedIn, async (request) => ({
    success: true as const,
    user: toPublicUser(authOf(request).user),
  }));

  route(app, authEndpoints.logout, signedIn, async (request) => {
    await signOut(deps, authOf(request).sessionId);
    return { success: true as const, message: 'You are signed out.' };
  });

  route(app, authEndpoints.logoutEverywhere, signedIn, async (request) => {
    await signOutEverywhere(deps, authOf(request).user.id);
    return { success: true as const, message: 'You are signed out on every device.' };
  });

  route(app, authEndpoints.changePassword, { ...signedIn, ...checksPassword }, async (request) => {
    await changePassword(deps, {
      auth: authOf(request),
      currentPassword: request.body.current_password,
      newPassword: request.body.new_password,
    });
    return { success: true as const, message: AUTH_MESSAGES.passwordChanged };
  });

  route(app, authEndpoints.verifyEmail, {}, async (request) => {
    await verifyEmail(deps, request.body.token);
    return { success: true as const, message: AUTH_MESSAGES.verified };
  });

  route(app, authEndpoints.resendVerification, signedIn, async (request) => {
    await resendVerification(deps, authOf(request).user);
    return { success: true as const, message: AUTH_MESSAGES.verificationSent };
  });

  route(app, authEndpoints.forgotPassword, {}, async (request) => {
    await requestPasswordReset(deps, { email: request.body.email, ip: request.ip });
    return { success: true as const, message: AUTH_MESSAGES.forgotSent };
  });

  route(app, authEndpoints.resetPassword, checksPassword, async (request) => {
    await resetPassword(deps, { ...request.body, ip: request.ip });
    return { success: true as const, message: AUTH_MESSAGES.resetDone };
  });
};
