import { WHEEL_SPIN_MS } from '@greetly/domain';
import confetti from 'canvas-confetti';
import { Gift, PartyPopper } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Container, PageHeader } from '../../components/ui/layout-bits';
import { GiftWheel } from './gift-wheel';
import { nextRotation, prefersReducedMotion, spinResultText } from './spin';
import { SpinResultActions } from './spin-result-actions';

const CONFETTI_COLOURS = ['#c8334a', '#f4b63f', '#1f7a70', '#f9a8bc', '#6d3b66'];

export default function SpinwinPage() {
  const nameId = useId();
  const [name, setName] = useState('');
  const [rotation, setRotation] = useState(0);
  const [durationMs, setDurationMs] = useState(WHEEL_SPIN_MS);
  const [spinningFor, setSpinningFor] = useState<string | null>(null);
  const [result, setResult] = useState('');
  const revealTimer = useRef<number | undefined>(undefined);
  const wheelPanel = useRef<HTMLDivElement>(null);

  useEffect(() => () => window.clearTimeout(revealTimer.current), []);

  const spin = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    // With reduced motion the wheel jumps straight to its new angle instead of a long spin.
    const reduced = prefersReducedMotion();
    const duration = reduced ? 0 : WHEEL_SPIN_MS;
    setDurationMs(duration);
    setRotation((current) => nextRotation(current));
    setName('');
    setSpinningFor(trimmed);
    // On a phone the form sits below the wheel: bring the wheel into view to watch it turn.
    wheelPanel.current?.scrollIntoView({ block: 'nearest' });
    // The result lands when the wheel stops; until then Share and Copy keep the previous one.
    window.clearTimeout(revealTimer.current);
    revealTimer.current = window.setTimeout(() => {
      setResult(spinResultText(trimmed));
      setSpinningFor(null);
      if (!reduced) {
        confetti({ particleCount: 90, spread: 75, origin: { y: 0.6 }, colors: CONFETTI_COLOURS });
      }
    }, duration);
  };

  return (
    <>
      <title>Spin & Win · Greetly</title>
      <PageHeader
        eyebrow="Spin & Win"
        title="Spin the Gift Wheel"
        lead="Type your name, press Enter and watch the wheel whirl. Every spin wins a surprise gift."
      />
      <Container className="pb-20">
        <div className="relative -mt-6 grid grid-cols-1 items-center gap-8 sm:-mt-8 lg:grid-cols-2 lg:gap-12">
          <div
            ref={wheelPanel}
            className="relative scroll-mt-20 overflow-hidden rounded-[2rem] border border-line bg-gradient-to-br from-white via-cream to-blush px-6 pt-12 pb-8 shadow-soft sm:px-10"
          >
            <GiftWheel rotation={rotation} durationMs={durationMs} />
            {/* The spec's banner over the wheel: a corner ribbon that lets clicks pass through. */}
            <p className="pointer-events-none absolute top-7 -right-14 w-56 rotate-45 bg-rose py-2 text-center text-sm font-bold tracking-wide text-white shadow-lift">
              Coming Soon...
            </p>
          </div>

          <div className="rounded-[2rem] border border-line bg-white p-6 shadow-soft sm:p-8">
            <h2 className="text-2xl font-bold text-plum sm:text-3xl">Try your luck</h2>
            <p className="mt-2 text-plum-soft">
              Spin & Win is warming up for launch. For now every spin wins a surprise, and real
              prizes from our marketplace arrive when it opens.
            </p>

            <form onSubmit={spin} className="mt-6">
              <label htmlFor={nameId} className="block text-sm font-semibold text-plum">
                Your name
              </label>
              <div className="mt-2 flex gap-2 sm:gap-3">
                <input
                  id={nameId}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  autoComplete="given-name"
                  maxLength={40}
                  placeholder="e.g. Amaka"
                  className="h-12 min-w-0 flex-1 rounded-full border border-line bg-cream px-5 text-plum placeholder:text-plum-soft/80 focus:border-rose focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold"
                />
                <Button type="submit" className="h-12 shrink-0">
                  Enter →
                </Button>
              </div>
            </form>

            <div
              aria-live="polite"
              data-testid="spin-result"
              className="mt-6 flex min-h-24 items-center gap-4 rounded-2xl bg-gold-light/70 p-4"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-full bg-white text-rose shadow-soft">
                {result && !spinningFor ? (
                  <PartyPopper aria-hidden="true" className="size-6" />
                ) : (
                  <Gift aria-hidden="true" className="size-6" />
                )}
              </span>
              <p className="font-medium text-plum">
                {spinningFor
                  ? `Round and round it goes… good luck, ${spinningFor}!`
                  : result || 'Your result will appear here after your spin.'}
              </p>
            </div>

            <div className="mt-6">
              <SpinResultActions result={result} />
            </div>
          </div>
        </div>
      </Container>
    </>
  );
}
