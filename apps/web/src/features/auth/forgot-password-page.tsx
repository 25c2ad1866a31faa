import { AUTH_MESSAGES, emailOnlySchema } from '@greetly/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormError, FormSuccess } from '../../components/forms/form-banner';
import { FormPageLayout, IconBadge } from '../../components/forms/form-page-layout';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { ButtonLink } from '../../components/ui/button';
import { requestFailureMessage } from '../session/account-errors';
import { requestPasswordReset } from './auth-api';
import { KeyArt } from './auth-art';
import { PASSWORD_PANEL } from './auth-panels';

export default function ForgotPasswordPage() {
  const [sentMessage, setSentMessage] = useState('');
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(emailOnlySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });

  // The answer is the same whether or not the account exists, so nobody can probe for accounts.
  const submit = handleSubmit(async ({ email }) => {
    setFailure('');
    try {
      const answer = await requestPasswordReset(email);
      setSentMessage(answer.message || AUTH_MESSAGES.forgotSent);
    } catch (error) {
      setFailure(requestFailureMessage(error));
    }
  });

  return (
    <>
      <title>Forgot password · Greetly</title>
      <FormPageLayout
        eyebrow="Password help"
        title={sentMessage ? 'Check your inbox' : 'Forgot your password?'}
        lead={
          sentMessage
            ? undefined
            : "Enter the email address of your account and we'll send you a link to choose a new password."
        }
        panel={{ ...PASSWORD_PANEL, art: <KeyArt /> }}
        badge={
          <IconBadge>
            <KeyRound aria-hidden="true" className="size-7" />
          </IconBadge>
        }
      >
        {sentMessage ? (
          <div className="space-y-6">
            <FormSuccess>{sentMessage}</FormSuccess>
            <p className="text-plum-soft">
              The link works once and expires soon. No e-mail? Check your spam folder, or try again
              in a few minutes.
            </p>
            <ButtonLink to="/signin" size="lg">
              Back to sign in
            </ButtonLink>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-5">
            <FormError message={failure} />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <SubmitButton isPending={isSubmitting} className="w-full">
              Send reset link
            </SubmitButton>
            <p className="text-center text-sm text-plum-soft">
              Remembered it?{' '}
              <Link to="/signin" className="font-semibold text-rose-dark underline">
                Sign in
              </Link>
            </p>
          </form>
        )}
      </FormPageLayout>
    </>
  );
}
