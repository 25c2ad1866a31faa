import { ROLES, type Role } from '@greetly/domain';
import type { AuthRepo } from './repo.ts';

export type RoleChange =
  | { ok: true; changed: boolean; email: string; role: Role }
  | { ok: false; reason: string };

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * Gives an existing, verified account a role (the first admin comes from here: there is no
 * default admin and no default password). Granting a role the account holds changes nothing.
 */
export async function grantRoleByEmail(
  repo: AuthRepo,
  input: { email: string; role: string; now?: Date },
): Promise<RoleChange> {
  if (!isRole(input.role)) return { ok: false, reason: `Unknown role "${input.role}".` };
  const email = input.email.trim().toLowerCase();
  const user = await repo.findUserByEmail(email);
  if (!user) return { ok: false, reason: `No account uses ${email}. Sign up first.` };
  if (user.email_verified_at === null) {
    return {
      ok: false,
      reason: `${email} is not verified yet: open the verification e-mail first.`,
    };
  }
  const now = (input.now ?? new Date()).toISOString();
  const changed = await repo.grantRole(user.id, input.role, now);
  return { ok: true, changed, email, role: input.role };
}

/** Takes a role from an account; an account keeps at least one role. */
export async function revokeRoleByEmail(
  repo: AuthRepo,
  input: { email: string; role: string },
): Promise<RoleChange> {
  if (!isRole(input.role)) return { ok: false, reason: `Unknown role "${input.role}".` };
  const email = input.email.trim().toLowerCase();
  const user = await repo.findUserByEmail(email);
  if (!user) return { ok: false, reason: `No account uses ${email}.` };
  const roles = await repo.rolesOf(user.id);
  if (roles.length === 1 && roles[0] === input.role) {
    return { ok: false, reason: `${email} holds only the ${input.role} role; it cannot be taken.` };
  }
  const changed = await repo.revokeRole(user.id, input.role);
  return { ok: true, changed, email, role: input.role };
}
