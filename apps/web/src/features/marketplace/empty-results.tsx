import { SearchX } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** No gift matches the search: say so, suggest what to loosen, and offer to start again. */
export function EmptyResults({
  q,
  hints,
  onClear,
}: {
  q: string | undefined;
  /** What the visitor could loosen, e.g. 'a wider price range'. */
  hints: string[];
  onClear: () => void;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-dashed border-line bg-white/70 px-6 py-12 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-blush text-rose-dark">
        <SearchX aria-hidden="true" className="size-8" />
      </span>
      <h3 className="mt-5 text-2xl font-bold break-words text-plum">
        {q ? `No gifts match “${q}”` : 'No gifts match these filters'}
      </h3>
      <p className="mt-2 text-plum-soft">
        {hints.length > 0
          ? `Try ${hints.join(', or ')}. There are plenty more treats to discover.`
          : 'There are plenty more treats to discover.'}
      </p>
      <Button className="mt-6" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}
