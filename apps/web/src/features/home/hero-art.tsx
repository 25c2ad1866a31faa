import { ArtLayer, ConfettiBits, FloatingHeart, GiftBoxShape, HeartShape } from './art-shapes';

const CONFETTI: readonly [number, number, string, number][] = [
  [128, 70, '#f4b63f', 20],
  [420, 64, '#1f7a70', -30],
  [470, 168, '#c8334a', 45],
  [96, 236, '#1f7a70', 10],
  [520, 300, '#f4b63f', -20],
  [300, 40, '#c8334a', 60],
  [52, 150, '#f4b63f', 0],
  [396, 200, '#f9a8b5', 30],
  [268, 440, '#1f7a70', -45],
  [74, 420, '#c8334a', 15],
  [538, 110, '#f9a8b5', 0],
  [200, 30, '#1f7a70', -10],
];

function Sparkle({ x, y, size, fill }: { x: number; y: number; size: number; fill: string }) {
  const s = size / 2;
  const k = s / 4;
  return (
    <path
      d={`M${x} ${y - s} L${x + k} ${y - k} L${x + s} ${y} L${x + k} ${y + k} L${x} ${y + s} L${x - k} ${y + k} L${x - s} ${y} L${x - k} ${y - k} Z`}
      fill={fill}
    />
  );
}

const FRAME = { width: 560, height: 480 };

function GreetingCard() {
  return (
    <g transform="translate(128 58) rotate(-7 115 150)">
      <rect x="4" y="10" width="230" height="300" rx="18" fill="#2b1838" opacity="0.1" />
      <rect width="230" height="300" rx="18" fill="#fcfbef" stroke="#ead9cc" strokeWidth="2" />
      <rect x="16" y="16" width="198" height="150" rx="12" fill="#ffe4e1" />
      <path d="M16 40 Q115 70 214 40" fill="none" stroke="#c8334a" strokeWidth="1.5" />
      {[36, 66, 96, 126, 156, 186].map((x, index) => (
        <path
          key={x}
          d={`M${x - 9} ${44 + Math.sin((x / 230) * Math.PI) * 20} l9 18 l9 -18 z`}
          fill={['#f4b63f', '#c8334a', '#1f7a70'][index % 3]}
        />
      ))}
      <HeartShape x={115} y={112} size={76} fill="#c8334a" />
      <HeartShape x={60} y={130} size={20} fill="#f9a8b5" />
      <HeartShape x={172} y={96} size={16} fill="#f4b63f" />
      <text
        x="115"
        y="212"
        textAnchor="middle"
        fontFamily="'Dancing Script', cursive"
        fontWeight="600"
        fontSize="36"
        fill="#a3243a"
      >
        Happy Birthday
      </text>
      <text
        x="115"
        y="244"
        textAnchor="middle"
        fontFamily="Poppins, sans-serif"
        fontSize="13"
        fill="#5b4868"
      >
        to my favourite person
      </text>
      <rect x="70" y="262" width="90" height="5" rx="2.5" fill="#ead9cc" />
      <rect x="88" y="274" width="54" height="5" rx="2.5" fill="#ead9cc" />
    </g>
  );
}

/** The hero's composition: a birthday card, an envelope, a present, hearts and confetti. */
export function HeroArt({ className = '' }: { className?: string }) {
  return (
    <div className={`relative aspect-[560/480] ${className}`} aria-hidden="true">
      <ArtLayer frame={FRAME} box={[0, 0, FRAME.width, FRAME.height]}>
        <circle cx="290" cy="250" r="205" fill="#ffffff" opacity="0.6" />
        <circle cx="420" cy="120" r="70" fill="#fdecc8" opacity="0.9" />
        <circle cx="120" cy="380" r="56" fill="#f9d3d9" opacity="0.8" />
        {/* the envelope the card came out of */}
        <g transform="rotate(8 190 360)">
          <rect x="70" y="290" width="240" height="150" rx="14" fill="#f9d3d9" />
          <path d="M70 304 L190 380 L310 304" fill="none" stroke="#e8a3ae" strokeWidth="4" />
          <path d="M74 436 L170 370 M306 436 L210 370" stroke="#e8a3ae" strokeWidth="3" />
        </g>
      </ArtLayer>
      <ArtLayer
        frame={FRAME}
        box={[100, 36, 300, 360]}
        className="animate-float"
        style={{ animationDuration: '7s' }}
      >
        <GreetingCard />
      </ArtLayer>
      <ArtLayer
        frame={FRAME}
        box={[330, 236, 216, 216]}
        className="animate-float"
        style={{ animationDelay: '-2s' }}
      >
        <g transform="translate(330 236) scale(1.08)">
          <GiftBoxShape />
        </g>
      </ArtLayer>
      <ArtLayer frame={FRAME} box={[0, 0, FRAME.width, FRAME.height]}>
        <Sparkle x={360} y={42} size={26} fill="#f4b63f" />
        <Sparkle x={40} y={200} size={18} fill="#f4b63f" />
        <Sparkle x={536} y={400} size={22} fill="#c8334a" />
        <ConfettiBits bits={CONFETTI} />
      </ArtLayer>
      <FloatingHeart frame={FRAME} x={92} y={108} size={40} fill="#c8334a" />
      <FloatingHeart frame={FRAME} x={478} y={92} size={30} fill="#f4b63f" delay="-1.5s" />
      <FloatingHeart frame={FRAME} x={510} y={236} size={20} fill="#e0485f" delay="-3s" />
      <FloatingHeart frame={FRAME} x={44} y={300} size={24} fill="#f9a8b5" delay="-4s" />
    </div>
  );
}
