import { CloudOff } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { NetworkError } from '../../lib/api-errors';

/** A request of the marketplace's that failed: what did not load, why in plain words, Try again. */
export function LoadFailed({
  title,
  error,
  onRetry,
  heading: Heading = 'h2',
}: {
  title: string;
  heading?: 'h2' | 'h3';
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-line bg-white/70 px-6 py-12 text-center"
    >
      <span className="grid size-16 place-items-center rounded-full bg-blush text-rose-dark">
        <CloudOff aria-hidden="true" className="size-8" />
      </span>
      <Heading className="mt-5 text-2xl font-bold text-plum">{title}</Heading>
      <p className="mt-2 text-plum-soft">
        {error instanceof NetworkError
          ? 'We couldn’t reach the marketplace. Check your connection, then try again.'
          : 'Something went wrong on our side. Please try again in a moment.'}
      </p>
      <Button className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
