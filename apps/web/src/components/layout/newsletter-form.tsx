import { AUTH_MESSAGES } from '@greetly/domain/catalog/auth-messages';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../lib/api-errors';
import { Button } from '../ui/button';

type NewsletterApi = typeof import('./newsletter-api');
let newsletterApi: NewsletterApi | undefined;

/**
 * The form's schema and API call (zod and the contracts): fetched when the address field first
 * gets focus, not with every page; once here they are used at once.
 */
async function loadNewsletterApi(): Promise<NewsletterApi> {
  newsletterApi ??= await import('./newsletter-api');
  return newsletterApi;
}

/** The subscription's request: none yet (or set aside by a new address), out, or its outcome. */
type Subscription =
  | { state: 'idle' }
  | { state: 'pending' }
  | { state: 'subscribed'; message: string }
  | { state: 'failed'; error: unknown };

/** What the form says about a failed subscription: the server's field message when it has one. */
function failureText(error: unknown): string | undefined {
  if (error instanceof ApiRequestError) return error.body?.issues?.[0]?.message ?? error.message;
  return error instanceof Error ? error.message : undefined;
}

export function NewsletterForm() {
  const inputId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [subscription, setSubscription] = useState<Subscription>({ state: 'idle' });
  // Which request the form is showing: a new address sets an outstanding one's outcome aside.
  const shown = useRef(0);

  const subscribe = async (address: string) => {
    const request = ++shown.current;
    setSubscription({ state: 'pending' });
    try {
      const answer = await (await loadNewsletterApi()).subscribe(address);
      // The address is subscribed: the field is emptied even if its outcome was set aside.
      setEmail('');
      if (request === shown.current) {
        setSubscription({ state: 'subscribed', message: answer.message });
      }
    } catch (error) {
      if (request === shown.current) setSubscription({ state: 'failed', error });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const loaded = newsletterApi ?? (await loadNewsletterApi().catch(() => null));
    if (!loaded) {
      setFieldError(AUTH_MESSAGES.networkError);
      return;
    }
    const checked = loaded.checkAddress(email);
    if ('problem' in checked) {
      setFieldError(checked.problem);
      return;
    }
    setFieldError(null);
    void subscribe(checked.email);
  };

  const isPending = subscription.state === 'pending';
  const serverError = subscription.state === 'failed' ? failureText(subscription.error) : undefined;
  const error = fieldError ?? serverError;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="w-full max-w-md">
      <label htmlFor={inputId} className="block font-display text-xl font-bold text-white">
        Get sweet ideas in your inbox
      </label>
      <p className="mt-1 text-sm text-white/80">
        Occasion reminders, new templates and gift picks. No spam, unsubscribe any time.
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onFocus={() => void loadNewsletterApi().catch(() => undefined)}
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldError(null);
            shown.current += 1;
            setSubscription({ state: 'idle' });
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          className="min-w-0 flex-1 rounded-full border-2 border-transparent bg-white px-5 py-2.5 text-plum placeholder:text-plum-soft/70 focus:border-gold focus:outline-none"
        />
        <Button type="submit" variant="light" disabled={isPending}>
          {isPending ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </div>
      <p
        id={messageId}
        role="status"
        aria-live="polite"
        className="mt-2 min-h-6 text-sm font-medium"
      >
        {error ? (
          <span className="text-gold-light">{error}</span>
        ) : subscription.state === 'subscribed' ? (
          <span className="text-white">{subscription.message}</span>
        ) : null}
      </p>
    </form>
  );
}
