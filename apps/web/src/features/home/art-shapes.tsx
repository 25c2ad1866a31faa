import type { CSSProperties, ReactNode } from 'react';

/** Shapes shared by the hero illustration and the demo's gift box, drawn in SVG user units. */

const HEART_PATH =
  'M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z';

/** A heart centred on (x, y), `size` units wide. */
export function HeartShape({
  x,
  y,
  size,
  fill,
}: {
  x: number;
  y: number;
  size: number;
  fill: string;
}) {
  return (
    <path
      d={HEART_PATH}
      fill={fill}
      transform={`translate(${x - size / 2} ${y - size / 2}) scale(${size / 24})`}
    />
  );
}

/**
 * One piece of a drawing laid over the others as its own small <svg>, placed by the drawing's
 * coordinates. Moving pieces are layers of their own so the browser slides them on the
 * compositor; animating shapes inside one big SVG repaints all of it on every frame.
 */
export function ArtLayer({
  frame,
  box: [x, y, width, height],
  className = '',
  style,
  children,
}: {
  frame: { width: number; height: number };
  box: [number, number, number, number];
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={`${x} ${y} ${width} ${height}`}
      overflow="visible"
      aria-hidden="true"
      className={`absolute ${className}`}
      style={{
        left: `${(x / frame.width) * 100}%`,
        top: `${(y / frame.height) * 100}%`,
        width: `${(width / frame.width) * 100}%`,
        height: `${(height / frame.height) * 100}%`,
        ...style,
      }}
    >
      {children}
    </svg>
  );
}

/** A heart drawn as its own floating layer. */
export function FloatingHeart({
  frame,
  x,
  y,
  size,
  fill,
  delay = '0s',
}: {
  frame: { width: number; height: number };
  x: number;
  y: number;
  size: number;
  fill: string;
  delay?: string;
}) {
  return (
    <ArtLayer
      frame={frame}
      box={[x - size / 2, y - size / 2, size, size]}
      className="animate-float"
      style={{ animationDelay: delay }}
    >
      <HeartShape x={x} y={y} size={size} fill={fill} />
    </ArtLayer>
  );
}

/**
 * A wrapped present in a 200×200 box. When `isOpen` the lid lifts and tips back,
 * so the same drawing serves the closed and the opening moment of the demo.
 */
export function GiftBoxShape({ isOpen = false }: { isOpen?: boolean }) {
  return (
    <g>
      <ellipse cx="100" cy="188" rx="74" ry="8" fill="#2b1838" opacity="0.12" />
      {isOpen && (
        <g fill="#f4b63f">
          <path d="M100 84 L86 40 L96 42 Z" opacity="0.8" />
          <path d="M100 84 L118 34 L108 38 Z" opacity="0.7" />
          <circle cx="70" cy="52" r="4" fill="#c8334a" />
          <circle cx="136" cy="46" r="3.5" fill="#1f7a70" />
          <rect x="122" y="64" width="8" height="4" rx="1" transform="rotate(30 126 66)" />
        </g>
      )}
      {/* body */}
      <rect x="32" y="96" width="136" height="88" rx="10" fill="#c8334a" />
      <path
        d="M128 96h30a10 10 0 0 1 10 10v68a10 10 0 0 1-10 10h-30z"
        fill="#a3243a"
        opacity="0.45"
      />
      <g fill="#fff8f0" opacity="0.45">
        <circle cx="52" cy="120" r="4" />
        <circle cx="70" cy="160" r="4" />
        <circle cx="136" cy="118" r="4" />
        <circle cx="150" cy="162" r="4" />
        <circle cx="60" cy="140" r="2.5" />
        <circle cx="142" cy="140" r="2.5" />
      </g>
      <rect x="88" y="96" width="24" height="88" fill="#f4b63f" />
      <rect x="104" y="96" width="8" height="88" fill="#e39a1f" opacity="0.6" />
      {/* lid */}
      <g
        style={{
          transform: isOpen ? 'translate(-14px, -46px) rotate(-16deg)' : 'none',
          transformOrigin: '100px 90px',
          transition: 'transform 450ms cubic-bezier(0.2, 0.9, 0.3, 1.3)',
        }}
      >
        <rect x="22" y="72" width="156" height="30" rx="9" fill="#e0485f" />
        <rect x="22" y="94" width="156" height="8" rx="4" fill="#a3243a" opacity="0.35" />
        <rect x="88" y="72" width="24" height="30" fill="#f4b63f" />
        <path d="M100 72c-10-26-44-34-46-14-1 12 24 15 46 14z" fill="#f4b63f" />
        <path d="M100 72c10-26 44-34 46-14 1 12-24 15-46 14z" fill="#f4b63f" />
        <path d="M100 72c-9-16-30-22-34-12-2 6 16 11 34 12z" fill="#e39a1f" />
        <path d="M100 72c9-16 30-22 34-12 2 6-16 11-34 12z" fill="#e39a1f" />
        <circle cx="100" cy="71" r="9" fill="#fdecc8" stroke="#e39a1f" strokeWidth="3" />
      </g>
    </g>
  );
}

/** Little confetti pieces scattered over a drawing. */
export function ConfettiBits({ bits }: { bits: readonly [number, number, string, number][] }) {
  return (
    <g>
      {bits.map(([x, y, fill, rotate], index) =>
        index % 3 === 0 ? (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="4" fill={fill} />
        ) : (
          <rect
            key={`${x}-${y}`}
            x={x - 6}
            y={y - 2.5}
            width="12"
            height="5"
            rx="2"
            fill={fill}
            transform={`rotate(${rotate} ${x} ${y})`}
          />
        ),
      )}
    </g>
  );
}
