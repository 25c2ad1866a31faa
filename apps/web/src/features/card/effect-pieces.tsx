import type { Effect } from '@greetly/domain';
import type { EffectItem } from './effect-items';

/** Confetti comes as squares, dots, ribbons and triangles. */
function ConfettiPiece({ item }: { item: EffectItem }) {
  const { size, colour, variant } = item;
  const shapes = [
    { width: size, height: size * 0.5, borderRadius: 2 },
    { width: size * 0.7, height: size * 0.7, borderRadius: '50%' },
    { width: size * 0.35, height: size * 1.3, borderRadius: 4 },
    { width: size, height: size, clipPath: 'polygon(50% 0, 100% 100%, 0 100%)' },
  ];
  return (
    <div
      className="card-fx-flutter"
      style={{
        background: colour,
        ...shapes[variant % shapes.length],
        animationDuration: `${0.6 + variant * 0.2}s`,
      }}
    />
  );
}

function Balloon({ item }: { item: EffectItem }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 84" width={item.size} height={item.size * 2.1}>
      <path
        d="M20 44 C22 54 16 60 21 68 C25 74 18 78 20 84"
        stroke="#5b4868"
        strokeOpacity="0.55"
        strokeWidth="1.2"
        fill="none"
      />
      <ellipse cx="20" cy="21" rx="17" ry="20" fill={item.colour} />
      <path d="M16.5 44 L23.5 44 L20 40 Z" fill={item.colour} />
      <ellipse
        cx="13"
        cy="13"
        rx="4"
        ry="6.5"
        fill="#fff"
        opacity="0.45"
        transform="rotate(-20 13 13)"
      />
    </svg>
  );
}

/** A spark flying out from its burst: a glowing head with a fading trail back to the centre. */
function Spark({ item }: { item: EffectItem }) {
  return (
    <div
      className="flex flex-col items-center"
      style={{ transform: `rotate(${item.angle + 90}deg)`, width: item.size }}
    >
      <div
        className="shrink-0 rounded-full"
        style={{
          width: item.size,
          height: item.size,
          background: item.colour,
          boxShadow: `0 0 ${item.size * 1.5}px ${item.size * 0.3}px ${item.colour}`,
        }}
      />
      <div
        className="rounded-full"
        style={{
          width: item.size * 0.4,
          height: item.size * 4,
          background: `linear-gradient(${item.colour}, transparent)`,
        }}
      />
    </div>
  );
}

const RAY_ANGLES = Array.from({ length: 10 }, (_, ray) => ray * 36);

/** A still starburst for reduced motion: the idea of fireworks without any flash. */
function StillBurst({ item }: { item: EffectItem }) {
  return (
    <svg aria-hidden="true" viewBox="-20 -20 40 40" width={item.size} height={item.size}>
      {RAY_ANGLES.map((angle) => (
        <line
          key={angle}
          x1="0"
          y1="-6"
          x2="0"
          y2="-17"
          stroke={item.colour}
          strokeWidth="2.4"
          strokeLinecap="round"
          transform={`rotate(${angle})`}
        />
      ))}
      <circle r="3" fill={item.colour} />
    </svg>
  );
}

function Petal({ item }: { item: EffectItem }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 28"
      width={item.size}
      height={item.size * 1.4}
      className="card-fx-rock"
    >
      <path d="M10 0 C19 7 20 17 10 28 C0 17 1 7 10 0Z" fill={item.colour} />
      <path d="M10 5 Q11 15 10 24" stroke="#fff" strokeOpacity="0.5" strokeWidth="1" fill="none" />
    </svg>
  );
}

function Snowflake({ item }: { item: EffectItem }) {
  if (item.variant >= 2) {
    return (
      <div
        className="rounded-full border"
        style={{
          width: item.size * 0.7,
          height: item.size * 0.7,
          background: 'radial-gradient(circle, #fff 30%, #dcedf9 100%)',
          borderColor: item.colour,
        }}
      />
    );
  }
  return (
    <svg aria-hidden="true" viewBox="-12 -12 24 24" width={item.size} height={item.size}>
      {[0, 60, 120].map((angle) => (
        <g
          key={angle}
          transform={`rotate(${angle})`}
          stroke={item.colour}
          strokeWidth="1.6"
          strokeLinecap="round"
        >
          <line x1="0" y1="-11" x2="0" y2="11" />
          <path d="M-3 -8 L0 -5 L3 -8 M-3 8 L0 5 L3 8" fill="none" />
        </g>
      ))}
    </svg>
  );
}

/** The drawing of one piece of an effect. */
export function EffectPiece({
  effect,
  item,
  calm,
}: {
  effect: Effect;
  item: EffectItem;
  calm: boolean;
}) {
  switch (effect) {
    case 'confetti':
      return <ConfettiPiece item={item} />;
    case 'balloons':
      return <Balloon item={item} />;
    case 'fireworks':
      return calm ? <StillBurst item={item} /> : <Spark item={item} />;
    case 'petals':
      return <Petal item={item} />;
    case 'snow':
      return <Snowflake item={item} />;
  }
}

/** Which motion carries the piece across the screen. */
export function motionClass(effect: Effect): string {
  if (effect === 'balloons') return 'card-fx-rise';
  if (effect === 'fireworks') return 'card-fx-spark';
  return 'card-fx-fall';
}
