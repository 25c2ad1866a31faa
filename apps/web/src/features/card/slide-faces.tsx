import { CARD_MESSAGES, DEFAULT_FONT_SIZE } from '@greetly/domain';
import { Heart, Mic, Music2 } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { StickerLayer } from '../stickers/sticker-layer';
import type { CardContent } from './card-content';
import { paperFor } from './message-paper';
import { MusicFrame } from './music-frame';

/** Every slide is the same square card; the viewer sizes it. */
function Face({
  className = '',
  style,
  testId,
  children,
}: {
  className?: string;
  style?: CSSProperties;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div
      style={style}
      data-testid={testId}
      className={`flex size-full flex-col overflow-hidden rounded-[1.75rem] shadow-[0_24px_50px_-20px_rgb(43_24_56/0.45)] ring-1 ring-plum/5 ${className}`}
    >
      {children}
    </div>
  );
}

export function CoverFace({ preview, category }: { preview: string; category: string }) {
  return (
    <Face className="items-center justify-center bg-gradient-to-br from-blush via-cream to-gold-light p-4">
      <img
        src={preview}
        alt={`The card's cover: a ${category} design`}
        className="h-full w-auto rounded-xl object-contain shadow-soft"
      />
    </Face>
  );
}

/** Bunting and hearts stand in for a photo when the card has none. */
function NoPhotoArt() {
  const flags = ['#c8334a', '#f4b63f', '#1f7a70', '#f9a8bc', '#8c7bff', '#c8334a', '#f4b63f'];
  return (
    <svg viewBox="0 0 300 120" aria-hidden="true" className="size-full" preserveAspectRatio="none">
      <rect width="300" height="120" fill="#fff1ec" />
      <path d="M0 18 Q150 58 300 18" stroke="#5b4868" strokeWidth="1.5" fill="none" />
      {flags.map((colour, index) => {
        const x = 20 + index * 42;
        const y = 18 + 40 * Math.sin((Math.PI * x) / 300) * 0.75;
        return (
          <path key={x} d={`M${x - 12} ${y} L${x + 12} ${y} L${x} ${y + 26} Z`} fill={colour} />
        );
      })}
      <path
        d="M150 104c-14-10-26-19-26-31a12 12 0 0 1 26-5 12 12 0 0 1 26 5c0 12-12 21-26 31z"
        fill="#c8334a"
      />
    </svg>
  );
}

export function MainFace({
  card,
  recipient,
  musicEmbedUrl,
  stickerLayer = <StickerLayer stickers={card.stickers} />,
}: {
  card: CardContent;
  recipient: string;
  musicEmbedUrl?: string;
  /** What draws the stickers over the face: the card's own, or the studio's editable ones. */
  stickerLayer?: ReactNode;
}) {
  return (
    <Face className="relative gap-2 bg-white p-4" testId="card-face">
      <div className="flex items-center justify-between">
        <span className="rounded-full bg-blush px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-rose-dark">
          {card.eventType}
        </span>
        <Heart aria-hidden="true" className="size-5 fill-rose text-rose" />
      </div>
      <div className="min-h-0 flex-1 overflow-hidden rounded-2xl bg-cream-deep">
        {card.imageUrl ? (
          <img
            src={card.imageUrl}
            alt={`Chosen for ${recipient}`}
            className="size-full object-cover"
          />
        ) : (
          <NoPhotoArt />
        )}
      </div>
      <h3 className="truncate text-center text-2xl font-bold text-plum">{recipient}</h3>
      {card.quote.trim() && (
        <p
          className="line-clamp-2 text-center text-base text-plum-soft"
          style={{ fontFamily: card.fontFamily }}
        >
          {card.quote}
        </p>
      )}
      {musicEmbedUrl && (
        <MusicFrame embedUrl={musicEmbedUrl} title="Song on the card" height={80} />
      )}
      {stickerLayer}
    </Face>
  );
}

function FeatureHeading({ icon, title, lead }: { icon: ReactNode; title: string; lead: string }) {
  return (
    <div className="flex flex-col items-center text-center">
      <span className="grid size-14 place-items-center rounded-full bg-white text-rose shadow-soft">
        {icon}
      </span>
      <h3 className="mt-3 text-2xl font-bold text-plum">{title}</h3>
      <p className="mt-1 text-sm text-plum-soft">{lead}</p>
    </div>
  );
}

/** A still waveform: decoration for the voice slide. */
const WAVE_BARS = Array.from({ length: 25 }, (_, index) => ({
  x: index * 8 + 2,
  height: 6 + Math.abs(Math.sin(index * 1.7)) * 24,
}));

export function VoiceFace({ voiceUrl }: { voiceUrl: string }) {
  return (
    <Face className="justify-center gap-6 bg-gradient-to-br from-blush via-white to-gold-light p-6">
      <FeatureHeading
        icon={<Mic aria-hidden="true" className="size-7" />}
        title="A voice note for you"
        lead="Press play to hear it, in their own voice."
      />
      <svg viewBox="0 0 200 32" aria-hidden="true" className="mx-auto h-8 w-48 text-rose/60">
        {WAVE_BARS.map((bar) => (
          <rect
            key={bar.x}
            x={bar.x}
            y={16 - bar.height / 2}
            width="4"
            height={bar.height}
            rx="2"
            fill="currentColor"
          />
        ))}
      </svg>
      {/* biome-ignore lint/a11y/useMediaCaption: a personal voice note has no captions to offer */}
      <audio controls src={voiceUrl} preload="metadata" className="w-full">
        {CARD_MESSAGES.audioUnsupported}
      </audio>
    </Face>
  );
}

export function MusicFace({ embedUrl }: { embedUrl: string }) {
  return (
    <Face className="justify-center gap-5 bg-gradient-to-br from-mint-light via-white to-blush p-6">
      <FeatureHeading
        icon={<Music2 aria-hidden="true" className="size-7" />}
        title="A song for you"
        lead="Picked for this moment. Turn it up."
      />
      <MusicFrame embedUrl={embedUrl} title="Music player" />
    </Face>
  );
}

export function MessageFace({ card, signature }: { card: CardContent; signature?: string }) {
  const paper = paperFor(card.textColor);
  return (
    <Face className="relative p-6" style={{ background: paper.background }}>
      <svg
        viewBox="0 0 80 80"
        aria-hidden="true"
        className="absolute top-2 right-2 size-16 text-rose/25"
      >
        <path
          d="M60 12l3 8 8 3-8 3-3 8-3-8-8-3 8-3zM34 6l2 4 4 2-4 2-2 4-2-4-4-2 4-2zM68 44l1.5 3 3 1.5-3 1.5-1.5 3-1.5-3-3-1.5 3-1.5z"
          fill="currentColor"
        />
      </svg>
      <article
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the message can outgrow the square on a phone, and a scroll box must take focus to scroll by keyboard
        tabIndex={0}
        aria-label="Message"
        className="relative min-h-0 flex-1 overflow-y-auto whitespace-pre-line break-words rounded-lg pr-1 leading-relaxed"
        style={{
          fontFamily: card.fontFamily,
          fontSize: card.fontSize ?? DEFAULT_FONT_SIZE,
          color: paper.ink,
        }}
      >
        {card.message}
      </article>
      {signature && (
        <p
          className="relative mt-3 text-right font-script text-2xl text-rose-dark"
          data-testid="card-signature"
        >
          {signature}
        </p>
      )}
    </Face>
  );
}
