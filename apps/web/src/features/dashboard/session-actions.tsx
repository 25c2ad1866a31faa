import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useSignOut } from '../session/use-sign-out';

/** Sign out of this browser, or of every device at once. */
export function SessionActions() {
  const signOut = useSignOut();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const run = async (everywhere: boolean) => {
    setIsSigningOut(true);
    await signOut({ everywhere });
  };

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="max-w-md text-plum-soft">
        Signed in on a shared or lost device? Sign out everywhere ends every session of your
        account, including this one.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => run(false)} disabled={isSigningOut}>
          <LogOut aria-hidden="true" className="size-5" />
          Sign out
        </Button>
        <Button variant="ghost" onClick={() => run(true)} disabled={isSigningOut}>
          <MonitorSmartphone aria-hidden="true" className="size-5" />
          Sign out everywhere
        </Button>
      </div>
    </div>
  );
}
