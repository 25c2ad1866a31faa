import { AUTH_MESSAGES } from '@greetly/domain';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormError, FormSuccess } from '../../components/forms/form-banner';
import { FormPageLayout, IconBadge } from '../../components/forms/form-page-layout';
import { ButtonLink } from '../../components/ui/button';
import { KeyArt } from './auth-art';
import { PASSWORD_PANEL } from './auth-panels';
import { LINK_PROBLEM_TEXT, type LinkProblem } from './link-token';
import { ResetPasswordForm } from './reset-password-form';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [doneMessage, setDoneMessage] = useState('');
  const [problem, setProblem] = useState<LinkProblem | null>(token === '' ? 'invalid' : null);

  let title = 'Choose a new password';
  if (doneMessage) title = 'Password changed';
  else if (problem) title = LINK_PROBLEM_TEXT[problem].title;

  return (
    <>
      <title>Reset password · Greetly</title>
      <FormPageLayout
        eyebrow="Password help"
        title={title}
        lead={
          doneMessage || problem
            ? undefined
            : 'Pick something new that you have not used here before.'
        }
        panel={{ ...PASSWORD_PANEL, art: <KeyArt /> }}
        badge={
          <IconBadge>
            <KeyRound aria-hidden="true" className="size-7" />
          </IconBadge>
        }
      >
        {doneMessage ? (
          <div className="space-y-6">
            <FormSuccess>{doneMessage}</FormSuccess>
            <ButtonLink to="/signin" size="lg">
              Sign in
            </ButtonLink>
          </div>
        ) : problem ? (
          <div className="space-y-6">
            <FormError message={LINK_PROBLEM_TEXT[problem].message} />
            <p className="text-plum">Ask for a fresh link and we'll send it straight away.</p>
            <ButtonLink to="/forgot-password" size="lg">
              Get a new reset link
            </ButtonLink>
          </div>
        ) : (
          <ResetPasswordForm
            token={token}
            onDone={(message) => setDoneMessage(message || AUTH_MESSAGES.resetDone)}
            onLinkProblem={setProblem}
          />
        )}
      </FormPageLayout>
    </>
  );
}
