import { Gift, PartyPopper } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/layout-bits';
import { type GiftForCard, rememberGiftForCard } from '../../cart/gift-for-card';

/** What stays on the page after the card has gone (the draft is cleared by then). */
export function SentPanel({
  heading,
  text,
  againLabel,
  galleryPath,
  details,
  giftFor,
}: {
  heading: string;
  text: string;
  againLabel: string;
  galleryPath: string;
  /** More about where and when it goes, under the text. */
  details?: ReactNode;
  /**
   * A scheduled card a gift can travel with: "Add a gift" remembers it on the way to the
   * marketplace. A card sent now has gone already, so it offers no gift.
   */
  giftFor?: GiftForCard;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    // The page kept the wizard's scroll position: bring the news to the top of the screen, put
    // the focus on it, and say it (a live region speaks only what changes after it is shown).
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    headingRef.current?.focus({ preventScroll: true });
    setAnnouncement(heading);
  }, [heading]);

  return (
    <div className="bg-gradient-to-b from-blush/80 via-cream to-cream py-16 sm:py-24">
      <Container>
        <div className="mx-auto max-w-lg rounded-[2rem] bg-white p-8 text-center shadow-soft ring-1 ring-line/60 wrap-anywhere sm:p-10">
          <span className="mx-auto grid size-16 animate-pop-in place-items-center rounded-full bg-mint-light text-mint">
            <PartyPopper aria-hidden="true" className="size-8" />
          </span>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="mt-5 font-display text-3xl font-bold text-plum focus:outline-none"
          >
            {heading}
          </h1>
          <p className="mt-3 text-plum-soft">{text}</p>
          {details}
          <p role="status" className="sr-only">
            {announcement}
          </p>
          <div className="mt-7 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/dashboard">See it in your dashboard</ButtonLink>
            <ButtonLink to={galleryPath} variant="secondary">
              {againLabel}
            </ButtonLink>
          </div>
          {giftFor && (
            <p className="mt-6 flex items-center justify-center gap-2 border-t border-line pt-5 text-sm text-plum-soft">
              <Gift aria-hidden="true" className="size-4 shrink-0 text-rose-dark" />
              <span>
                A cake or flowers to arrive with it?{' '}
                <Link
                  to="/marketplace"
                  onClick={() => rememberGiftForCard(giftFor)}
                  className="font-semibold text-rose-dark underline underline-offset-2 hover:text-rose"
                >
                  Add a gift
                </Link>
              </span>
            </p>
          )}
        </div>
      </Container>
    </div>
  );
}
