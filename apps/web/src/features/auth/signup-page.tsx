import { AUTH_MESSAGES } from '@greetly/domain';
import { UserRoundPlus } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAlert } from '../../components/dialogs/alert';
import { FormPageLayout, IconBadge } from '../../components/forms/form-page-layout';
import { AlreadySignedIn } from '../session/already-signed-in';
import { RegisterForm } from '../session/register-form';
import { useSession } from '../session/session-context';
import { EnvelopeArt } from './auth-art';
import { GIFTER_PANEL } from './auth-panels';

export default function SignupPage() {
  const { user } = useSession();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  // A guest sent here from a guarded page keeps that destination through sign-in.
  const { state } = useLocation();

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
        {user ? (
          <AlreadySignedIn user={user} />
        ) : (
          <RegisterForm
            accountRole="gifter"
            submitLabel="Sign up"
            onRegistered={async () => {
              showAlert(AUTH_MESSAGES.signupSuccess);
              await navigate('/signin', { state });
            }}
          >
            <div className="space-y-2 pt-2 text-center text-sm text-plum-soft">
              <p>
                Already have an account?{' '}
                <Link to="/signin" state={state} className="font-semibold text-rose-dark underline">
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
        )}
      </FormPageLayout>
    </>
  );
}
