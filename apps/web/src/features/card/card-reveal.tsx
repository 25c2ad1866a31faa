import { useEffect, useRef, useState } from 'react';
import { preloadStickerArt } from '../stickers/sticker-drawing';
import type { CardContent, SignatureStyle } from './card-content';
import { loadCardFont } from './card-fonts';
import { CardViewer } from './card-viewer';
import { EffectLayer } from './effect-layer';
import { GiftBoxArt } from './gift-box-art';
import { prefersReducedMotion } from './use-reduced-motion';

/** How long the lid takes to fly off before the card appears. */
const OPENING_MS = 550;

type Stage = 'box' | 'opening' | 'viewer';

/**
 * The moment of opening: a wiggling gift box; a tap starts the card's effect and opens the
 * viewer. Mount it afresh (or with a new key) to start again at the box.
 */
export function CardReveal({
  card,
  signatureStyle,
  showCover = false,
  showIntro = true,
  onOpened,
}: {
  card: CardContent;
  signatureStyle: SignatureStyle;
  showCover?: boolean;
  /** The lines above the box; a page whose heading already says whom it is for leaves them out. */
  showIntro?: boolean;
  onOpened?: () => void;
}) {
  const [stage, setStage] = useState<Stage>('box');
  const [isPlaying, setIsPlaying] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  // While the box waits for its tap, so the card's face is there when the card shows.
  useEffect(() => {
    void loadCardFont(card.fontFamily);
  }, [card.fontFamily]);
  const hasStickers = (card.stickers?.length ?? 0) > 0;
  useEffect(() => {
    if (hasStickers) void preloadStickerArt();
  }, [hasStickers]);

  const open = () => {
    if (stage !== 'box') return;
    setIsPlaying(true);
    onOpened?.();
    if (prefersReducedMotion()) {
      setStage('viewer');
      return;
    }
    setStage('opening');
    timer.current = window.setTimeout(() => setStage('viewer'), OPENING_MS);
  };

  const recipient = card.recipientName.trim() || 'Your Friend';

  return (
    <div className="relative w-full" data-testid="card-reveal" data-stage={stage}>
      <EffectLayer effect={card.effect} playing={isPlaying} onDone={() => setIsPlaying(false)} />
      {stage === 'viewer' ? (
        <div className="animate-pop-in">
          <CardViewer card={card} signatureStyle={signatureStyle} showCover={showCover} autoFocus />
        </div>
      ) : (
        <div className="flex flex-col items-center px-4 py-6 text-center">
          {showIntro && (
            <>
              <p className="text-sm font-semibold uppercase tracking-[0.18em] text-rose-dark">
                A surprise is waiting
              </p>
              <p className="mt-2 max-w-md font-display text-2xl font-bold text-plum sm:text-3xl">
                {`Something special for ${recipient}`}
              </p>
            </>
          )}
          <button
            type="button"
            onClick={open}
            aria-disabled={stage === 'opening'}
            className="group mt-6 flex flex-col items-center gap-2 rounded-[2rem] p-3"
          >
            <span className={`block size-64 sm:size-72 ${stage === 'box' ? 'animate-wiggle' : ''}`}>
              <GiftBoxArt isOpening={stage === 'opening'} />
            </span>
            <span className="rounded-full bg-rose px-7 py-3 text-lg font-medium text-white shadow-lift transition group-hover:-translate-y-0.5 group-hover:bg-rose-dark">
              Tap on the Box
            </span>
          </button>
        </div>
      )}
    </div>
  );
}
