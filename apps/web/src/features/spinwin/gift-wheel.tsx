import {
  Cake,
  Candy,
  Flower2,
  Gem,
  Gift,
  type LucideIcon,
  ShoppingBasket,
  Sparkles,
  SprayCan,
} from 'lucide-react';

interface Segment {
  label: string;
  Icon: LucideIcon;
  fill: string;
  ink: string;
}

const SEGMENTS: Segment[] = [
  { label: 'Cake', Icon: Cake, fill: '#c8334a', ink: '#ffffff' },
  { label: 'Roses', Icon: Flower2, fill: '#f4b63f', ink: '#2b1838' },
  { label: 'Jewelry', Icon: Gem, fill: '#1f7a70', ink: '#ffffff' },
  { label: 'Perfume', Icon: SprayCan, fill: '#f9a8bc', ink: '#2b1838' },
  { label: 'Treats', Icon: Candy, fill: '#6d3b66', ink: '#ffffff' },
  { label: 'Lip Gloss', Icon: Sparkles, fill: '#f58b4c', ink: '#2b1838' },
  { label: 'Hamper', Icon: ShoppingBasket, fill: '#2f6fb0', ink: '#ffffff' },
  { label: 'Gift Box', Icon: Gift, fill: '#fde2a6', ink: '#2b1838' },
];

const RADIUS = 100;
const SLICE = 360 / SEGMENTS.length;

function pointAt(degrees: number, radius: number): string {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${(Math.cos(radians) * radius).toFixed(3)} ${(Math.sin(radians) * radius).toFixed(3)}`;
}

/** One pie slice centred on the top of the wheel; the caller rotates it into place. */
const SLICE_PATH = `M0 0L${pointAt(-SLICE / 2, RADIUS)}A${RADIUS} ${RADIUS} 0 0 1 ${pointAt(SLICE / 2, RADIUS)}Z`;

const BULBS = Array.from({ length: 16 }, (_, i) => i * (360 / 16));

export const WHEEL_PRIZES = SEGMENTS.map((segment) => segment.label);

/**
 * The gift wheel. Only the disc turns (its angle is set by the page with a CSS transition);
 * the pointer stays put at the top. `data-rotation` exposes the angle for tests and tools.
 */
export function GiftWheel({ rotation, durationMs }: { rotation: number; durationMs: number }) {
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[22rem] sm:max-w-[26rem]">
      <div
        role="img"
        aria-label={`A gift wheel with eight prizes: ${WHEEL_PRIZES.join(', ')}`}
        data-testid="gift-wheel"
        data-rotation={rotation}
        className="h-full w-full rounded-full shadow-lift"
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: `transform ${durationMs}ms cubic-bezier(0.16, 1, 0.3, 1)`,
        }}
      >
        <svg viewBox="-112 -112 224 224" aria-hidden="true" className="h-full w-full">
          <circle r="111" fill="#2b1838" />
          {SEGMENTS.map(({ label, Icon, fill, ink }, index) => (
            <g key={label} transform={`rotate(${index * SLICE})`}>
              <path d={SLICE_PATH} fill={fill} stroke="#fff8f0" strokeWidth="1.5" />
              <Icon x={-8} y={-93} width={16} height={16} color={ink} strokeWidth={2.2} />
              <text
                transform="rotate(-90)"
                x="25"
                y="3.5"
                fill={ink}
                fontSize="9.5"
                fontWeight="700"
                fontFamily="Poppins, sans-serif"
              >
                {label}
              </text>
            </g>
          ))}
          {BULBS.map((angle, index) => (
            <circle
              key={angle}
              transform={`rotate(${angle}) translate(0 -105.5)`}
              r="2.6"
              fill={index % 2 === 0 ? '#f4b63f' : '#fff8f0'}
            />
          ))}
          <circle r="20" fill="#fff8f0" stroke="#f4b63f" strokeWidth="4" />
          <Gift x={-10} y={-10} width={20} height={20} color="#c8334a" strokeWidth={2.2} />
        </svg>
      </div>
      {/* The fixed pointer at twelve o'clock. */}
      <svg
        viewBox="0 0 40 48"
        aria-hidden="true"
        className="absolute -top-4 left-1/2 w-10 -translate-x-1/2 drop-shadow-md"
      >
        <path d="M20 46L4 14a16 16 0 1 1 32 0Z" fill="#c8334a" stroke="#fff" strokeWidth="3" />
        <circle cx="20" cy="16" r="5" fill="#fff" />
      </svg>
    </div>
  );
}
