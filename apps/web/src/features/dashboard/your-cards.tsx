import { Plus } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';

/** What "Your cards" shows before the first card: the way to make one. */
export function NoCardsYet() {
  return (
    <div className="mt-6 flex flex-col items-center rounded-2xl border-2 border-dashed border-line bg-cream px-6 py-10 text-center">
      <EmptyCardsArt />
      <p className="mt-4 font-display text-xl font-bold text-plum">No cards yet</p>
      <p className="mt-1 max-w-sm text-plum-soft">
        Make someone's day: pick a design, add your words, a photo or a song, and send it now or on
        the perfect date.
      </p>
      <ButtonLink to="/create-template" className="mt-6">
        <Plus aria-hidden="true" className="size-5" />
        Create a card
      </ButtonLink>
    </div>
  );
}

function EmptyCardsArt() {
  return (
    <svg viewBox="0 0 160 100" className="w-40" aria-hidden="true">
      <rect
        x="22"
        y="20"
        width="56"
        height="70"
        rx="6"
        fill="#ffe4e1"
        transform="rotate(-10 50 55)"
      />
      <rect
        x="82"
        y="20"
        width="56"
        height="70"
        rx="6"
        fill="#fdecc8"
        transform="rotate(10 110 55)"
      />
      <rect
        x="50"
        y="12"
        width="60"
        height="78"
        rx="6"
        fill="#fff"
        stroke="#ead9cc"
        strokeWidth="2"
      />
      <path
        d="M80 44 c-6 -11 -22 -6 -16 6 c3 6 16 13 16 13 s13 -7 16 -13 c6 -12 -10 -17 -16 -6z"
        fill="#c8334a"
      />
      <rect x="64" y="70" width="32" height="4" rx="2" fill="#f9d3d9" />
      <circle cx="20" cy="16" r="3" fill="#f4b63f" />
      <circle cx="146" cy="88" r="4" fill="#1f7a70" />
    </svg>
  );
}
