import { Play } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Dialog } from '../../components/dialogs/dialog';
import { PageLoading } from '../../components/layout/root-layout';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/layout-bits';
import { ArtLayer, FloatingHeart, GiftBoxShape } from './art-shapes';

/**
 * The demo's stage brings the card viewer (every card font, the confetti): most of the home
 * page's weight, for a dialog below the fold. It is fetched when the section comes near the
 * screen, or when the visitor points at or focuses the button, and shown when it is here.
 */
const loadDemoStage = () => import('./demo-stage');
const DemoStage = lazy(() => loadDemoStage().then(({ DemoStage }) => ({ default: DemoStage })));
const prefetchDemoStage = () => void loadDemoStage();

/** Starts loading the demo when the section is about to scroll into view (200 px before). */
function useLoadWhenNear(target: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          prefetchDemoStage();
          observer.disconnect();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
}

const DEMO_FRAME = { width: 240, height: 240 };

const STEPS = [
  'A gift box waits on their screen',
  'One tap bursts it open with confetti and a chime',
  'Your card appears, with your words and your love',
];

export function RealTimeDemo() {
  const [isOpen, setIsOpen] = useState(false);
  const section = useRef<HTMLElement>(null);
  useLoadWhenNear(section);

  return (
    <section ref={section} aria-labelledby="demo-title" className="py-16 sm:py-24">
      <Container>
        <div className="grid items-center gap-10 overflow-hidden rounded-[2rem] bg-white p-6 shadow-soft sm:p-12 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-rose-dark">
              Live demo
            </p>
            <h2 id="demo-title" className="mt-2 text-3xl font-bold text-plum sm:text-4xl">
              See Cards In Real Time
            </h2>
            <p className="mt-4 text-lg text-plum-soft">
              This is the moment your recipient opens their card. Try it yourself — it takes two
              seconds and it never gets old.
            </p>
            <ol className="mt-6 space-y-3">
              {STEPS.map((step, index) => (
                <li key={step} className="flex items-center gap-3 text-plum">
                  <span className="grid size-8 shrink-0 place-items-center rounded-full bg-blush text-sm font-semibold text-rose-dark">
                    {index + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
            <Button
              size="lg"
              className="mt-8"
              onPointerEnter={prefetchDemoStage}
              onFocus={prefetchDemoStage}
              onClick={() => setIsOpen(true)}
            >
              <Play aria-hidden="true" className="size-5" />
              Open the demo
            </Button>
          </div>
          <div className="relative mx-auto grid aspect-square w-full max-w-sm place-items-center rounded-full bg-gradient-to-br from-blush to-gold-light">
            <div className="relative aspect-square w-4/5" aria-hidden="true">
              <ArtLayer frame={DEMO_FRAME} box={[0, 0, 240, 240]}>
                <g transform="translate(20 20)">
                  <GiftBoxShape />
                </g>
              </ArtLayer>
              <FloatingHeart frame={DEMO_FRAME} x={36} y={58} size={28} fill="#c8334a" />
              <FloatingHeart
                frame={DEMO_FRAME}
                x={206}
                y={40}
                size={20}
                fill="#f4b63f"
                delay="-2s"
              />
            </div>
          </div>
        </div>
      </Container>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} title="You've got a card!">
        {isOpen && (
          <Suspense fallback={<PageLoading label="Loading the demo…" className="min-h-72" />}>
            <DemoStage />
          </Suspense>
        )}
      </Dialog>
    </section>
  );
}
