import { AUTH_MESSAGES, authEndpoints, changePasswordSchema } from '@greetly/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError, FormSuccess } from '../../components/forms/form-banner';
import { PasswordField } from '../../components/forms/password-field';
import { SubmitButton } from '../../components/forms/submit-button';
import { api } from '../../lib/api';
import { apiErrorOf, applyFieldIssues, requestFailureMessage } from '../session/account-errors';

export function ChangePasswordForm() {
  const [outcome, setOutcome] = useState<{ done: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { current_password: '', new_password: '' },
  });

  const submit = handleSubmit(async (passwords) => {
    setOutcome(null);
    try {
      const answer = await api(authEndpoints.changePassword, { body: passwords });
      reset();
      setOutcome({ done: true, message: answer.message || AUTH_MESSAGES.passwordChanged });
    } catch (error) {
      const body = apiErrorOf(error);
      if (body?.code === 'wrong_password') {
        setError(
          'current_password',
          { type: 'server', message: body.message },
          { shouldFocus: true },
        );
      } else if (!applyFieldIssues(error, ['current_password', 'new_password'], setError)) {
        setOutcome({ done: false, message: requestFailureMessage(error) });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="Use 8 or more characters. Your other devices will be signed out."
        error={errors.new_password?.message}
        {...register('new_password')}
      />
      {outcome?.done && <FormSuccess>{outcome.message}</FormSuccess>}
      {outcome && !outcome.done && <FormError message={outcome.message} />}
      <SubmitButton isPending={isSubmitting}>Change password</SubmitButton>
    </form>
  );
}
