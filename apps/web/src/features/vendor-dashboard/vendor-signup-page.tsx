import { Store } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useAlert } from '../../components/dialogs/alert';
import { FormPageLayout, IconBadge } from '../../components/forms/form-page-layout';
import { useReferralCode } from '../referrals/referral-code';
import { signinFailureMessage } from '../session/account-errors';
import { AlreadySignedIn } from '../session/already-signed-in';
import { RegisterForm } from '../session/register-form';
import { fromState } from '../session/remembered-path';
import { logIn } from '../session/session-api';
import { useSession } from '../session/session-context';
import { ShopArt, VENDOR_PANEL } from './vendor-art';

const PROCEED_PATH = { pathname: '/vendorproceed', search: '', hash: '' };

export default function VendorSignupPage() {
  const { user, signIn } = useSession();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const referralCode = useReferralCode();

  return (
    <>
      <title>Become a vendor · Greetly</title>
      <FormPageLayout
        eyebrow="Vendor sign up"
        title="Become a vendor"
        lead="Create your vendor account, then tell us about your business in the next step."
        panel={{ ...VENDOR_PANEL, art: <ShopArt /> }}
        badge={
          <IconBadge>
            <Store aria-hidden="true" className="size-7" />
          </IconBadge>
        }
      >
        {user ? (
          <AlreadySignedIn user={user} />
        ) : (
          <RegisterForm
            accountRole="vendor"
            submitLabel="Proceed"
            referralCode={referralCode}
            onRegistered={async ({ email, password }) => {
              // The business information step needs the new account signed in.
              try {
                signIn(await logIn({ email, password }));
              } catch (error) {
                showAlert(signinFailureMessage(error));
                await navigate('/signin', { state: fromState(PROCEED_PATH) });
                return;
              }
              await navigate('/vendorproceed');
            }}
          >
            <div className="space-y-2 pt-2 text-center text-sm text-plum-soft">
              <p>
                Already have an account?{' '}
                <Link to="/signin" className="font-semibold text-rose-dark underline">
                  Sign in
                </Link>
              </p>
              <p>
                Here to send cards?{' '}
                <Link to="/signup" className="font-semibold text-rose-dark underline">
                  Sign up as a gifter
                </Link>
              </p>
            </div>
          </RegisterForm>
        )}
      </FormPageLayout>
    </>
  );
}
