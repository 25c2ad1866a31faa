// The accounts module's entry: the only file other modules and the composition root import.

export { ensureAccount, lockAccount } from './account-rows.ts';
export { accountCreated, accountVerified } from './events.ts';
export { authOf, bearerToken, requireAuth } from './guard.ts';
export { authJobHandlers } from './jobs.ts';
export { type Account, type AuthRepo, authRepo, isUniqueViolation } from './repo.ts';
export { grantRoleByEmail, type RoleChange, revokeRoleByEmail } from './roles.ts';
export { authRoutes } from './routes.ts';
export { hashToken, newSecretToken } from './secrets.ts';
export { authenticate } from './service.ts';
