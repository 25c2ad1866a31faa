import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { Button } from '../ui/button';
import { Dialog } from './dialog';

interface AlertRequest {
  message: string;
  title?: string;
}

interface AlertApi {
  /** Shows a message in the app's accessible dialog (the spec's alerts, word for word). */
  showAlert: (message: string, title?: string) => void;
}

const AlertContext = createContext<AlertApi | null>(null);

export function AlertProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<AlertRequest | null>(null);
  const showAlert = useCallback((message: string, title?: string) => {
    setCurrent({ message, title });
  }, []);
  const api = useMemo(() => ({ showAlert }), [showAlert]);
  const close = () => setCurrent(null);

  return (
    <AlertContext.Provider value={api}>
      {children}
      <Dialog
        open={current !== null}
        onClose={close}
        role="alertdialog"
        size="sm"
        title={current?.title ?? 'Message'}
        hideTitle={!current?.title}
      >
        <p className="pr-8 text-lg" data-testid="alert-message">
          {current?.message}
        </p>
        <div className="mt-6 flex justify-end">
          <Button onClick={close} data-autofocus>
            OK
          </Button>
        </div>
      </Dialog>
    </AlertContext.Provider>
  );
}

export function useAlert(): AlertApi {
  const api = useContext(AlertContext);
  if (!api) throw new Error('useAlert must be used inside AlertProvider');
  return api;
}
