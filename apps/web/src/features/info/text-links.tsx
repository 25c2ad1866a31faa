import { SUPPORT_EMAIL } from '@greetly/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A mailto link to support, styled for running text. */
export function SupportEmailLink() {
  return (
    <a
      href={`mailto:${SUPPORT_EMAIL}`}
      className="font-medium text-rose-dark underline underline-offset-2"
    >
      {SUPPORT_EMAIL}
    </a>
  );
}

/** An in-app link styled for running text. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-rose-dark underline underline-offset-2">
      {children}
    </Link>
  );
}
