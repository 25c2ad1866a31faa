import { type AccountKind, type RegisterPayload, signupFormSchema } from '@greetly/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useAlert } from '../../components/dialogs/alert';
import { CheckboxField } from '../../components/forms/checkbox-field';
import { PasswordField } from '../../components/forms/password-field';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { forgetReferralCode, rememberedReferralCode } from '../referrals/referral-code';
import { applyFieldIssues, signupFailureMessage } from './account-errors';
import { registerAccount } from './session-api';

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'password'] as const;

interface RegisterFormProps {
  accountRole: AccountKind;
  submitLabel: string;
  /** Runs after the account was created, with what was sent (the vendor flow signs in with it). */
  onRegistered: (payload: RegisterPayload) => Promise<void>;
  /** The referral link's code the visitor came through; by default, one kept for this tab. */
  referralCode?: string | null;
  children?: ReactNode;
}

/**
 * The sign-up fields shared by /signup and /vendorsignup: validates with the spec's rules,
 * registers, and shows failures in the alert dialog as the spec's error catalogue says.
 */
export function RegisterForm({
  accountRole,
  submitLabel,
  onRegistered,
  referralCode,
  children,
}: RegisterFormProps) {
  const { showAlert } = useAlert();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signupFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', password: '' },
  });

  const submit = handleSubmit(async ({ terms: _accepted, ...fields }) => {
    // The spec's payload, plus the role of a vendor and the referral code when there is one.
    const code = referralCode === undefined ? rememberedReferralCode() : referralCode;
    const payload: RegisterPayload = {
      ...fields,
      ...(accountRole === 'vendor' ? { role: accountRole } : {}),
      ...(code ? { referralCode: code } : {}),
    };
    try {
      const answer = await registerAccount(payload);
      if (!answer.success) {
        showAlert(signupFailureMessage({ answer }));
        return;
      }
    } catch (error) {
      applyFieldIssues(error, FIELDS, setError);
      showAlert(signupFailureMessage({ error }));
      return;
    }
    forgetReferralCode();
    await onRegistered(payload);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="Use 8 or more characters. A mix of letters, numbers and symbols is strongest."
        error={errors.password?.message}
        {...register('password')}
      />
      <CheckboxField
        label={
          <>
            I agree to the{' '}
            <Link to="/terms" className="font-semibold text-rose-dark underline">
              Terms of Service
            </Link>{' '}
            and the{' '}
            <Link to="/privacy" className="font-semibold text-rose-dark underline">
              Privacy Policy
            </Link>
          </>
        }
        error={errors.terms?.message}
        {...register('terms')}
      />
      <SubmitButton isPending={isSubmitting} className="w-full">
        {submitLabel}
      </SubmitButton>
      {children}
    </form>
  );
}
