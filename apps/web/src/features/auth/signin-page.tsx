import { AUTH_MESSAGES } from '@greetly/domain';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormInfo } from '../../components/forms/form-banner';
import { FormPageLayout, IconBadge } from '../../components/forms/form-page-layout';
import { AlreadySignedIn } from '../session/already-signed-in';
import { rememberedPath } from '../session/remembered-path';
import { useSession } from '../session/session-context';
import { EnvelopeArt } from './auth-art';
import { GIFTER_PANEL } from './auth-panels';
import { SigninForm } from './signin-form';

export default function SigninPage() {
  const { user } = useSession();
  const { state } = useLocation();
  const navigate = useNavigate();
  // Once this form signed someone in, keep it on screen while the next page loads.
  const [hasJustSignedIn, setHasJustSignedIn] = useState(false);
  const destination = rememberedPath(state);

  return (
    <>
      <title>Sign in · Greetly</title>
      <FormPageLayout
        eyebrow="Welcome back"
        title="Sign in"
        lead="Pick up where you left off: your cards, schedules and gifts are waiting."
        panel={{ ...GIFTER_PANEL, art: <EnvelopeArt /> }}
        badge={
          <IconBadge>
            <LogIn aria-hidden="true" className="size-7" />
          </IconBadge>
        }
      >
        {user && !hasJustSignedIn ? (
          <AlreadySignedIn user={user} />
        ) : (
          <>
            {destination && <FormInfo className="mb-6">{AUTH_MESSAGES.signInRequired}</FormInfo>}
            <SigninForm
              onSignedIn={async () => {
                setHasJustSignedIn(true);
                await navigate(destination ?? '/', { replace: true });
              }}
            />
            <p className="mt-6 text-center text-sm text-plum-soft">
              Don't have an account?{' '}
              <Link to="/signup" state={state} className="font-semibold text-rose-dark underline">
                Sign up
              </Link>
            </p>
          </>
        )}
      </FormPageLayout>
    </>
  );
}
