import { MailWarning } from 'lucide-react';
import { ResendVerification } from '../session/resend-verification';

/** Asks a user whose address is not verified yet to open the link we sent. */
export function VerificationBanner({ email }: { email: string }) {
  return (
    <section
      aria-labelledby="verify-heading"
      className="flex flex-col gap-5 rounded-3xl border border-gold/60 bg-gold-light p-6 sm:flex-row sm:items-start sm:p-8"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white text-rose-dark">
        <MailWarning aria-hidden="true" className="size-6" />
      </span>
      <div className="flex-1">
        <h2 id="verify-heading" className="font-display text-xl font-bold text-plum">
          Please verify your email address
        </h2>
        <p className="mt-1 mb-4 text-plum">
          We sent a link to <strong className="break-all">{email}</strong>. Open it to confirm the
          address is yours. Can't find it?
        </p>
        <ResendVerification variant="light" />
      </div>
    </section>
  );
}
