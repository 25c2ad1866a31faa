import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { handleJob, type JobHandler } from '../../platform/jobs/definition.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { accountExistsMailJob, passwordResetMailJob, verificationMailJob } from './job-types.ts';
import { accountExistsMail, passwordResetMail, verificationMail } from './mails.ts';
import { authRepo } from './repo.ts';
import { issueEmailToken } from './tokens.ts';

export interface AuthJobDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
}

/** Account mails, sent from the queue so a relay that is down delays them instead of losing them. */
export function authJobHandlers(deps: AuthJobDeps): JobHandler[] {
  const repo = authRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  const skipped = (reason: string) => ({ status: 'skipped' as const, reason });
  const sent = ({ messageId }: { messageId: string }) => ({
    status: 'done' as const,
    result: messageId,
  });
  return [
    handleJob({
      definition: verificationMailJob,
      async run({ payload }) {
        const user = await repo.findUserById(payload.userId);
        if (!user) return skipped('no such account');
        if (user.email_verified_at) return skipped('already verified');
        const token = await issueEmailToken(repo, user.id, 'verify_email', now());
        const url = `${deps.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
        return sent(
          await deps.mailer.send({
            to: user.email,
            ...(await verificationMail(user.first_name, url)),
          }),
        );
      },
    }),
    handleJob({
      definition: accountExistsMailJob,
      async run({ payload }) {
        const user = await repo.findUserById(payload.userId);
        if (!user) return skipped('no such account');
        return sent(
          await deps.mailer.send({
            to: user.email,
            ...(await accountExistsMail(user.first_name, {
              signIn: `${deps.publicUrl}/signin`,
              reset: `${deps.publicUrl}/forgot-password`,
            })),
          }),
        );
      },
    }),
    handleJob({
      definition: passwordResetMailJob,
      async run({ payload }) {
        const user = await repo.findUserByEmail(payload.email);
        if (!user) return skipped('no account for this address');
        const token = await issueEmailToken(repo, user.id, 'reset_password', now());
        const url = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        return sent(
          await deps.mailer.send({
            to: user.email,
            ...(await passwordResetMail(user.first_name, url)),
          }),
        );
      },
    }),
  ] as JobHandler[];
}
