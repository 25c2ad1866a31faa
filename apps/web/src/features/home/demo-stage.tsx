import { HOME_PREVIEW_FONT_SIZE } from '@greetly/domain';
import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button';
import type { CardContent } from '../card/card-content';
import { CardViewer } from '../card/card-viewer';
import { SAMPLE_PHOTO_URL } from '../card/sample-media';
import { GiftBoxShape } from './art-shapes';
import { useCelebration } from './use-celebration';

/** The card the demo reveals, shown by the same viewer the recipients see. */
const DEMO_CARD: CardContent = {
  templateId: 1,
  eventType: 'Birthday',
  recipientName: 'Amara',
  senderName: 'Tobi',
  isAnonymous: false,
  fontFamily: 'Dancing Script',
  fontSize: HOME_PREVIEW_FONT_SIZE,
  textColor: '#000000',
  effect: 'confetti',
  message: 'May your year be full of laughter, big dreams and cake for breakfast!',
  musicUrl: '',
  imageUrl: SAMPLE_PHOTO_URL,
  quote: 'Sunshine',
};

/** The card shows this long after the tap, while the confetti is still falling. */
const REVEAL_DELAY_MS = 1000;

type Stage = 'box' | 'opening' | 'card';

/**
 * The inside of the demo popup. The Dialog mounts it only while open, so closing the popup
 * throws its state away and the next opening starts again at the gift box.
 */
export function DemoStage() {
  const [stage, setStage] = useState<Stage>('box');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const revealTimer = useRef(0);
  const celebrate = useCelebration(canvasRef);

  useEffect(() => () => window.clearTimeout(revealTimer.current), []);

  const openBox = () => {
    if (stage !== 'box') return;
    setStage('opening');
    celebrate();
    revealTimer.current = window.setTimeout(() => setStage('card'), REVEAL_DELAY_MS);
  };

  return (
    <div className="relative">
      <canvas
        ref={canvasRef}
        className="pointer-events-none absolute inset-x-0 -top-16 z-10 h-[calc(100%+4rem)] w-full"
      />
      <p className="sr-only" aria-live="polite">
        {stage === 'card' ? 'The box is open: a birthday card for Amara.' : ''}
      </p>
      {stage === 'card' ? (
        <div className="flex flex-col items-center gap-5">
          <div className="w-full animate-pop-in" data-testid="demo-card">
            {/* autoFocus: keyboard and screen-reader users land on the card when it appears. */}
            <CardViewer card={DEMO_CARD} signatureStyle="plain" autoFocus />
          </div>
          <div className="flex flex-wrap justify-center gap-3">
            <Button variant="secondary" size="sm" onClick={() => setStage('box')}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Watch again
            </Button>
            <ButtonLink to="/create-template" size="sm">
              Make one like this
            </ButtonLink>
          </div>
        </div>
      ) : (
        <div className="flex flex-col items-center py-2">
          <p className="text-center text-plum-soft">
            Someone special sent you a surprise. Go on, open it!
          </p>
          <button
            type="button"
            onClick={openBox}
            aria-disabled={stage === 'opening'}
            className="group mt-4 flex flex-col items-center rounded-3xl p-2"
          >
            <svg
              viewBox="0 0 200 200"
              aria-hidden="true"
              className={`size-52 sm:size-60 ${stage === 'box' ? 'animate-wiggle' : ''}`}
            >
              <GiftBoxShape isOpen={stage === 'opening'} />
            </svg>
            <span className="-mt-2 rounded-full bg-rose px-6 py-2.5 font-medium text-white shadow-lift transition group-hover:bg-rose-dark">
              Tap the box
            </span>
          </button>
        </div>
      )}
    </div>
  );
}
