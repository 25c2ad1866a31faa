import { resetPasswordFormSchema } from '@greetly/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '../../components/forms/form-banner';
import { PasswordField } from '../../components/forms/password-field';
import { SubmitButton } from '../../components/forms/submit-button';
import { applyFieldIssues, requestFailureMessage } from '../session/account-errors';
import { resetPassword } from './auth-api';
import { type LinkProblem, linkProblemOf } from './link-token';

interface ResetPasswordFormProps {
  token: string;
  onDone: (message: string) => void;
  onLinkProblem: (problem: LinkProblem) => void;
}

/** The new password, twice; a refused link is handed up so the page can explain it. */
export function ResetPasswordForm({ token, onDone, onLinkProblem }: ResetPasswordFormProps) {
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirm: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    setFailure('');
    try {
      const answer = await resetPassword(token, password);
      onDone(answer.message);
    } catch (error) {
      const problem = linkProblemOf(error);
      if (problem) onLinkProblem(problem);
      else if (!applyFieldIssues(error, ['password'], setError)) {
        setFailure(requestFailureMessage(error));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormError message={failure} />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="Use 8 or more characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <SubmitButton isPending={isSubmitting} className="w-full">
        Save new password
      </SubmitButton>
    </form>
  );
}
