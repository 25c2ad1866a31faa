import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useState, useSyncExternalStore } from 'react';
import { TeamAvatar } from './team-avatar';
import { TEAM } from './team-members';

/** How many cards fit side by side, matching the sm and lg breakpoints of the layout. */
const BREAKPOINTS = [
  { query: '(min-width: 1024px)', count: 3 },
  { query: '(min-width: 640px)', count: 2 },
] as const;

function readVisibleCount(): number {
  return BREAKPOINTS.find(({ query }) => window.matchMedia(query).matches)?.count ?? 1;
}

function subscribeToBreakpoints(onChange: () => void): () => void {
  const lists = BREAKPOINTS.map(({ query }) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

const controlClass =
  'grid size-11 place-items-center rounded-full border-2 border-rose bg-white text-rose-dark shadow-soft transition hover:bg-rose hover:text-white';

/**
 * The team, a few cards at a time. It only moves when asked (buttons, dots or arrow keys),
 * so nobody has to chase a sliding card while reading it.
 */
export function TeamCarousel() {
  // Rendered at build time (src/prerender) there is no screen: a phone's one card, until hydrated.
  const visibleCount = useSyncExternalStore(subscribeToBreakpoints, readVisibleCount, () => 1);
  const lastStart = Math.max(0, TEAM.length - visibleCount);
  const [requestedStart, setRequestedStart] = useState(0);
  const start = Math.min(requestedStart, lastStart);
  const end = start + visibleCount;

  const showPrevious = () => setRequestedStart(start === 0 ? lastStart : start - 1);
  const showNext = () => setRequestedStart(start >= lastStart ? 0 : start + 1);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') showPrevious();
    else if (event.key === 'ArrowRight') showNext();
    else return;
    event.preventDefault();
  };

  return (
    <section aria-roledescription="carousel" aria-labelledby="team-heading" className="mt-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-rose-dark">
            The people behind Greetly
          </p>
          <h2 id="team-heading" className="mt-2 font-display text-3xl font-bold sm:text-4xl">
            Meet the team
          </h2>
          <p className="mt-3 text-plum-soft">
            Six people in a small office in Yaba, Lagos, who really like birthdays.
          </p>
        </div>
        {/* Arrow keys work while focus is on any of the controls, as in the ARIA carousel pattern. */}
        <div
          role="toolbar"
          aria-label="Team carousel controls"
          onKeyDown={onKeyDown}
          className="flex gap-3"
        >
          <button
            type="button"
            className={controlClass}
            onClick={showPrevious}
            aria-label="Previous team member"
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <button
            type="button"
            className={controlClass}
            onClick={showNext}
            aria-label="Next team member"
          >
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>

      <p aria-live="polite" className="sr-only">
        {visibleCount === 1
          ? `Showing team member ${start + 1} of ${TEAM.length}`
          : `Showing team members ${start + 1} to ${Math.min(end, TEAM.length)} of ${TEAM.length}`}
      </p>

      <div className="-mx-3 mt-8 overflow-hidden py-4">
        <ul
          className="flex transition-transform duration-500 ease-out"
          style={{ transform: `translateX(-${(start * 100) / visibleCount}%)` }}
        >
          {TEAM.map((member, index) => {
            const isVisible = index >= start && index < end;
            return (
              <li
                key={member.name}
                aria-label={`${index + 1} of ${TEAM.length}: ${member.name}`}
                aria-hidden={!isVisible}
                inert={!isVisible}
                className="shrink-0 px-3"
                style={{ width: `${100 / visibleCount}%` }}
              >
                <article className="flex h-full flex-col items-center rounded-3xl bg-white p-6 text-center shadow-soft ring-1 ring-line">
                  <TeamAvatar look={member.look} />
                  <h3 className="mt-4 font-display text-xl font-bold">{member.name}</h3>
                  <p className="mt-1 text-sm font-semibold text-rose-dark">{member.title}</p>
                  <p className="mt-3 text-sm text-plum-soft">{member.bio}</p>
                </article>
              </li>
            );
          })}
        </ul>
      </div>

      <div className="mt-2 flex justify-center gap-2">
        {TEAM.map((member, index) => {
          const isVisible = index >= start && index < end;
          return (
            <button
              key={member.name}
              type="button"
              aria-label={`Show ${member.name}`}
              aria-current={isVisible ? 'true' : undefined}
              onClick={() => setRequestedStart(Math.min(index, lastStart))}
              className="grid size-8 place-items-center rounded-full"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${isVisible ? 'w-6 bg-rose' : 'w-2.5 bg-plum-soft/60'}`}
              />
            </button>
          );
        })}
      </div>
    </section>
  );
}
