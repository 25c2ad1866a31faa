import { AUTH_MESSAGES, type RegisterPayload } from '@greetly/domain';
import { MailCheck, UserRoundPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAlert } from '../../components/dialogs/alert';
import { FormInfo } from '../../components/forms/form-banner';
import { FormPageLayout, IconBadge } from '../../components/forms/form-page-layout';
import { BreakableText } from '../../components/ui/breakable-text';
import { useReferralCode } from '../referrals/referral-code';
import { AlreadySignedIn } from '../session/already-signed-in';
import { RegisterForm } from '../session/register-form';
import { keepReturnPath, rememberedPath } from '../session/remembered-path';
import { logIn } from '../session/session-api';
import { useSession } from '../session/session-context';
import { EnvelopeArt } from './auth-art';
import { GIFTER_PANEL } from './auth-panels';

export default function SignupPage() {
  const { user, signIn } = useSession();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  // A guest sent here from a guarded page keeps that destination through sign-in.
  const { state } = useLocation();
  const [hasJustSignedUp, setHasJustSignedUp] = useState(false);
  const [checkMail, setCheckMail] = useState<string | null>(null);
  const referralCode = useReferralCode();

  // The new account is signed in with the password just chosen: no second form to fill.
  const signInNewAccount = async ({ email, password }: RegisterPayload) => {
    // The e-mail confirmation step (its link may open in another tab) leads back there too.
    keepReturnPath(state);
    try {
      const session = await logIn({ email, password });
      setHasJustSignedUp(true);
      signIn(session);
    } catch {
      // Sign-up answers a taken address like a new one; its owner got an e-mail instead.
      setCheckMail(email);
      return;
    }
    showAlert(AUTH_MESSAGES.signupSuccess);
    await navigate(rememberedPath(state) ?? '/', { replace: true });
  };

  return (
    <>
      <title>Sign up · Greetly</title>
      <FormPageLayout
        eyebrow="Sign up"
        title="Create your account"
        lead="Join Greetly to create, schedule and send cards the people you love will keep."
        panel={{ ...GIFTER_PANEL, art: <EnvelopeArt /> }}
        badge={
          <IconBadge>
            <UserRoundPlus aria-hidden="true" className="size-7" />
          </IconBadge>
        }
      >
        {user && !hasJustSignedUp ? (
          <AlreadySignedIn user={user} />
        ) : checkMail ? (
          <div className="text-center" role="status">
            <MailCheck aria-hidden="true" className="mx-auto size-10 text-rose-dark" />
            <p className="mt-3 text-plum">
              {AUTH_MESSAGES.signupSuccess} We sent it to <BreakableText text={checkMail} />.
            </p>
            <p className="mt-5 text-sm text-plum-soft">
              Already have an account?{' '}
              <Link to="/signin" state={state} className="font-semibold text-rose-dark underline">
                Sign in
              </Link>
            </p>
          </div>
        ) : (
          <>
            {referralCode && (
              <FormInfo className="mb-6">
                A friend invited you to Greetly. Confirm your e-mail and send your first card, and
                you both get a free card credit.
              </FormInfo>
            )}
            <RegisterForm
              accountRole="gifter"
              submitLabel="Sign up"
              onRegistered={signInNewAccount}
              referralCode={referralCode}
            >
              <div className="space-y-2 pt-2 text-center text-sm text-plum-soft">
                <p>
                  Already have an account?{' '}
                  <Link
                    to="/signin"
                    state={state}
                    className="font-semibold text-rose-dark underline"
                  >
                    Sign in
                  </Link>
                </p>
                <p>
                  Selling gifts?{' '}
                  <Link to="/vendorsignup" className="font-semibold text-rose-dark underline">
                    Sign up as a vendor
                  </Link>
                </p>
              </div>
            </RegisterForm>
          </>
        )}
      </FormPageLayout>
    </>
  );
}
