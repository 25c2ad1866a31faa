import { HeartHandshake } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Dialog } from '../../components/dialogs/dialog';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/layout-bits';
import { HeartShape } from './art-shapes';

// The link, the session's state and the API client come only when someone asks for them.
const ReferDialogContent = lazy(() => import('../referrals/refer-dialog-content'));

/** The address a guest is brought back to after signing in, to open the link at once. */
const REFER_HASH = '#refer';

export function ReferralCta() {
  const [isOpen, setIsOpen] = useState(false);
  const { hash } = useLocation();
  // Back from signing in (or up) to get the link: open it again. After the first render only,
  // so the prerendered page and the browser's first render are the same.
  useEffect(() => {
    if (hash === REFER_HASH) setIsOpen(true);
  }, [hash]);

  return (
    <section aria-labelledby="refer-title" className="pb-20">
      <Container>
        <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-rose to-rose-dark px-6 py-14 text-center text-white shadow-lift sm:px-12">
          <svg
            viewBox="0 0 400 200"
            aria-hidden="true"
            preserveAspectRatio="xMidYMid slice"
            className="pointer-events-none absolute inset-0 size-full opacity-25"
          >
            <HeartShape x={40} y={40} size={40} fill="#fdecc8" />
            <HeartShape x={360} y={150} size={56} fill="#fdecc8" />
            <HeartShape x={330} y={30} size={20} fill="#f4b63f" />
            <HeartShape x={70} y={170} size={24} fill="#f4b63f" />
          </svg>
          <div className="relative mx-auto max-w-2xl">
            <span className="mx-auto grid size-14 place-items-center rounded-full bg-white/15">
              <HeartHandshake aria-hidden="true" className="size-7" />
            </span>
            <h2 id="refer-title" className="mt-5 text-3xl font-bold sm:text-4xl">
              Share the love, spread the joy
            </h2>
            <p className="mt-4 text-lg text-white/90">
              Know someone who never forgets a birthday — or someone who always does? Invite them to
              Greetly and help them send something unforgettable. When they send their first card,
              you both get one free.
            </p>
            <Button variant="light" size="lg" className="mt-8" onClick={() => setIsOpen(true)}>
              Refer Now
            </Button>
          </div>
        </div>
      </Container>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} title="Invite a friend to Greetly">
        <Suspense fallback={<p className="text-plum-soft">Loading…</p>}>
          {isOpen && <ReferDialogContent />}
        </Suspense>
      </Dialog>
    </section>
  );
}
