import type { RegisterPayload } from '@greetly/domain';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../components/dialogs/dialog';
import { FormInfo } from '../../../components/forms/form-banner';
import { BreakableText } from '../../../components/ui/breakable-text';
import { SigninForm } from '../../auth/signin-form';
import { RegisterForm } from '../../session/register-form';
import { logIn } from '../../session/session-api';
import { useSession } from '../../session/session-context';

type Mode = 'signin' | 'signup' | { checkMail: string };

const TITLES = {
  signin: 'Sign in to send your card',
  signup: 'Create your account to send your card',
  checkMail: 'Check your e-mail',
} as const;

const linkButton = 'font-semibold text-rose-dark underline underline-offset-4 hover:text-plum';

/**
 * Signing in or up on top of the studio, when a guest presses Send Now or Schedule Now: the
 * card stays on screen behind the dialog, and once they are in, it goes on its way. A new
 * account is signed in with the password just chosen: no second form with empty fields.
 */
export function SignInToSendDialog({
  open,
  onClose,
  onSignedIn,
}: {
  open: boolean;
  onClose: () => void;
  onSignedIn: () => void;
}) {
  const { signIn } = useSession();
  const [mode, setMode] = useState<Mode>('signin');

  const signInNewAccount = async ({ email, password }: RegisterPayload) => {
    try {
      signIn(await logIn({ email, password }));
    } catch {
      // Sign-up answers a taken address like a new one; its owner got an e-mail instead.
      setMode({ checkMail: email });
      return;
    }
    onSignedIn();
  };

  const title = typeof mode === 'object' ? TITLES.checkMail : TITLES[mode];
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <FormInfo className="mb-5">
        Your card is saved just as it is. Once you're in, it goes on its way.
      </FormInfo>
      {mode === 'signin' && (
        <>
          <SigninForm onSignedIn={async () => onSignedIn()} />
          <p className="mt-5 text-center text-sm text-plum-soft">
            New to Greetly?{' '}
            <button type="button" className={linkButton} onClick={() => setMode('signup')}>
              Create an account
            </button>
          </p>
        </>
      )}
      {mode === 'signup' && (
        <RegisterForm
          accountRole="gifter"
          submitLabel="Create account and send"
          onRegistered={signInNewAccount}
        >
          <p className="pt-2 text-center text-sm text-plum-soft">
            Already have an account?{' '}
            <button type="button" className={linkButton} onClick={() => setMode('signin')}>
              Sign in
            </button>
          </p>
        </RegisterForm>
      )}
      {typeof mode === 'object' && (
        <div className="text-center">
          <MailCheck aria-hidden="true" className="mx-auto size-10 text-rose-dark" />
          <p className="mt-3 text-plum">
            We sent a message to <BreakableText text={mode.checkMail} />. Open it to go on.
          </p>
          <p className="mt-5 text-sm text-plum-soft">
            Already have an account?{' '}
            <button type="button" className={linkButton} onClick={() => setMode('signin')}>
              Sign in
            </button>
          </p>
        </div>
      )}
    </Dialog>
  );
}
