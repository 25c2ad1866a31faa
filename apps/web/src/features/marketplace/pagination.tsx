import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, type To } from 'react-router';

/** The pages a list of `pageCount` pages links to around `page`: the ends, the neighbours, gaps. */
export function pageNumbersAround(page: number, pageCount: number): (number | 'gap')[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const withGaps: (number | 'gap')[] = [];
  for (const n of pages) {
    const previous = withGaps.at(-1);
    if (typeof previous === 'number' && n - previous === 2) withGaps.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) withGaps.push('gap');
    withGaps.push(n);
  }
  return withGaps;
}

const STEP =
  'inline-flex h-11 items-center gap-1 rounded-full border border-line bg-white px-3 text-sm font-semibold text-plum shadow-soft transition hover:border-rose-light hover:bg-blush sm:px-4';
const NUMBER =
  'grid h-11 min-w-11 place-items-center rounded-full px-2 text-sm font-semibold transition';

/**
 * Previous, the page numbers and Next, as links (a page of results has its own address). With
 * `hasMore`, the count was capped: there are pages after the last one numbered.
 */
export function Pagination({
  page,
  pageCount,
  hasMore = false,
  linkTo,
  label = 'Pages',
}: {
  page: number;
  pageCount: number;
  hasMore?: boolean;
  linkTo: (page: number) => To;
  label?: string;
}) {
  const hasNext = page < pageCount || hasMore;
  if (page <= 1 && !hasNext) return null;
  const numbers = pageNumbersAround(page, Math.max(pageCount, page));
  return (
    <nav
      aria-label={label}
      className="mt-10 flex flex-wrap items-center justify-between gap-2 sm:justify-center"
    >
      {page > 1 ? (
        <Link to={linkTo(page - 1)} className={STEP} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={`${STEP} pointer-events-none opacity-50`}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </span>
      )}
      {/* On a phone, Previous and Next share the first row and the numbers take the next. */}
      <ul className="order-last flex w-full flex-wrap items-center justify-center gap-1 sm:order-none sm:w-auto">
        {numbers.map((n, index) =>
          n === 'gap' ? (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap is only its place in the row
              key={`gap-${index}`}
              aria-hidden="true"
              className="px-1 text-plum-soft"
            >
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={linkTo(n)}
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
                className={`${NUMBER} ${
                  n === page ? 'bg-rose text-white shadow-lift' : 'text-plum hover:bg-blush'
                }`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {hasMore && (
          <li aria-hidden="true" className="px-1 text-plum-soft">
            …
          </li>
        )}
      </ul>
      {hasNext ? (
        <Link to={linkTo(page + 1)} className={STEP} rel="next">
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={`${STEP} pointer-events-none opacity-50`}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      )}
    </nav>
  );
}
