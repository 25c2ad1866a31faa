import { signinFormSchema } from '@greetly/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormError } from '../../components/forms/form-banner';
import { PasswordField } from '../../components/forms/password-field';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { signinFailureMessage } from '../session/account-errors';
import { logIn } from '../session/session-api';
import { useSession } from '../session/session-context';

/** Email and password; on success the session holds the token and the user. */
export function SigninForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { signIn } = useSession();
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signinFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (credentials) => {
    setFailure('');
    try {
      signIn(await logIn(credentials));
    } catch (error) {
      setFailure(signinFailureMessage(error));
      return;
    }
    await onSignedIn();
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormError message={failure} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <div>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="mt-2 text-right text-sm">
          <Link to="/forgot-password" className="font-semibold text-rose-dark underline">
            Forgot Password?
          </Link>
        </p>
      </div>
      <SubmitButton isPending={isSubmitting} className="w-full">
        Sign In
      </SubmitButton>
    </form>
  );
}
