import { SearchX } from 'lucide-react';
import { Button } from '../../components/ui/button';

export function EmptyResults({ query, onClear }: { query: string; onClear: () => void }) {
  const trimmed = query.trim();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-dashed border-line bg-white/70 px-6 py-12 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-blush text-rose-dark">
        <SearchX aria-hidden="true" className="size-8" />
      </span>
      <h3 className="mt-5 text-2xl font-bold text-plum">
        {trimmed ? `No gifts match “${trimmed}”` : 'No gifts match these filters'}
      </h3>
      <p className="mt-2 text-plum-soft">
        Try another word or a different category. There are plenty more treats to discover.
      </p>
      <Button className="mt-6" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}
