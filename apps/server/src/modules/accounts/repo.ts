import type { Kysely, Selectable } from 'kysely';
import type { Database, EmailTokenPurpose, Role, UserTable } from '../../platform/db/schema.ts';
import { enqueue, type JobRequest } from '../../platform/jobs/queue.ts';

export type UserRow = Selectable<UserTable>;

/** A user with the roles they hold: who is asking, as services and policies see it. */
export type Account = UserRow & { roles: Role[] };

/** True when an insert failed on a unique constraint (SQLite or PostgreSQL wording). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint/.test(e?.message ?? '')
  );
}

function queries(db: Kysely<Database>) {
  return {
    /** Creates the user holding `roles` (in the caller's transaction when it is one). */
    async insertUser(user: UserRow, roles: Role[]): Promise<void> {
      await db.insertInto('users').values(user).execute();
      await db
        .insertInto('user_roles')
        .values(roles.map((role) => ({ user_id: user.id, role, granted_at: user.created_at })))
        .execute();
    },
    async rolesOf(userId: string): Promise<Role[]> {
      const rows = await db
        .selectFrom('user_roles')
        .select('role')
        .where('user_id', '=', userId)
        .orderBy('role')
        .execute();
      return rows.map((row) => row.role);
    },
    /** Gives the user a role; false when they already held it. */
    async grantRole(userId: string, role: Role, now: string): Promise<boolean> {
      const result = await db
        .insertInto('user_roles')
        .values({ user_id: userId, role, granted_at: now })
        .onConflict((conflict) => conflict.columns(['user_id', 'role']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    /** Takes a role away; false when the user did not hold it. */
    async revokeRole(userId: string, role: Role): Promise<boolean> {
      const result = await db
        .deleteFrom('user_roles')
        .where('user_id', '=', userId)
        .where('role', '=', role)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    /** Everyone holding `role`, oldest first. */
    usersWithRole(role: Role) {
      return db
        .selectFrom('user_roles')
        .innerJoin('users', 'users.id', 'user_roles.user_id')
        .select(['users.id', 'users.email', 'user_roles.granted_at'])
        .where('user_roles.role', '=', role)
        .orderBy('user_roles.granted_at')
        .execute();
    },
    findUserByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },
    findUserById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async setPasswordHash(userId: string, passwordHash: string, now: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', userId)
        .execute();
    },
    /** Marks the address proven; false when it already was. */
    async markEmailVerified(userId: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ email_verified_at: now, updated_at: now })
        .where('id', '=', userId)
        .where('email_verified_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async insertSession(session: {
      id: string;
      user_id: string;
      token_hash: string;
      created_at: string;
      expires_at: string;
      client_hash: string | null;
    }) {
      await db
        .insertInto('sessions')
        .values({ ...session, revoked_at: null })
        .execute();
    },
    /** The live session for a token hash with its user, or undefined when revoked or expired. */
    findLiveSession(tokenHash: string, now: string) {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select(['sessions.id as session_id'])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now)
        .executeTakeFirst();
    },
    /** True when the account opened a session from this place (client hash) since `since`. */
    async hasSignedInFrom(userId: string, clientHash: string, since: string): Promise<boolean> {
      const row = await db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', userId)
        .where('client_hash', '=', clientHash)
        .where('created_at', '>=', since)
        .executeTakeFirst();
      return row !== undefined;
    },
    async revokeSession(sessionId: string, now: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },
    /** Revokes every live session of a user, except `keepSessionId` when given. */
    async revokeUserSessions(userId: string, now: string, keepSessionId?: string): Promise<void> {
      let query = db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (keepSessionId) query = query.where('id', '!=', keepSessionId);
      await query.execute();
    },

    async insertEmailToken(token: {
      id: string;
      user_id: string;
      purpose: EmailTokenPurpose;
      token_hash: string;
      created_at: string;
      expires_at: string;
    }): Promise<void> {
      await db
        .insertInto('email_tokens')
        .values({ ...token, used_at: null })
        .execute();
    },
    findEmailToken(tokenHash: string, purpose: EmailTokenPurpose) {
      return db
        .selectFrom('email_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .executeTakeFirst();
    },
    /** Revokes every unused link of one purpose (a new password makes old reset links worthless). */
    async revokeEmailTokens(userId: string, purpose: EmailTokenPurpose, now: string) {
      await db
        .updateTable('email_tokens')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    },
    /** Queues a job (in the repo's transaction, when it is one). */
    enqueueJob<P>(request: JobRequest<P>, now: Date): Promise<void> {
      return enqueue(db, request, now);
    },
    /** The connection or transaction this repo works on: events are emitted in it. */
    db,
    /** Marks a token used; false when another request used it first (single use under races). */
    async spendEmailToken(id: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('email_tokens')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export interface AuthRepo extends ReturnType<typeof queries> {
  /** Runs `work` in one database transaction with a repo bound to it. */
  transaction<T>(work: (repo: AuthRepo) => Promise<T>): Promise<T>;
}

export function authRepo(db: Kysely<Database>): AuthRepo {
  return {
    ...queries(db),
    transaction: (work) => db.transaction().execute((trx) => work(authRepo(trx))),
  };
}
