import { useId } from 'react';

export type HairStyle = 'afro' | 'short' | 'bun' | 'gele' | 'braids' | 'lowcut';

export interface AvatarLook {
  background: string;
  accent: string;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
  hasGlasses?: boolean;
  hasEarrings?: boolean;
  hasBeard?: boolean;
}

/** Hair drawn behind the head (volume that frames the face). */
function HairBack({ look }: { look: AvatarLook }) {
  if (look.hairStyle === 'afro') return <circle cx="60" cy="46" r="31" fill={look.hair} />;
  if (look.hairStyle === 'braids') {
    return (
      <>
        <path
          d="M36 50 C36 24 84 24 84 50 L86 96 L74 96 L72 60 L48 60 L46 96 L34 96 Z"
          fill={look.hair}
        />
        <circle cx="40" cy="98" r="3" fill={look.accent} />
        <circle cx="80" cy="98" r="3" fill={look.accent} />
      </>
    );
  }
  if (look.hairStyle === 'bun') return <circle cx="60" cy="25" r="11" fill={look.hair} />;
  return null;
}

/** Hair or head-wrap drawn over the top of the head. */
function HairFront({ look }: { look: AvatarLook }) {
  switch (look.hairStyle) {
    case 'gele':
      return (
        <>
          <path d="M34 50 C30 22 90 22 86 50 C78 40 42 40 34 50 Z" fill={look.accent} />
          <path d="M48 28 C40 12 62 10 60 24 C66 8 86 16 72 30 Z" fill={look.accent} />
          <path
            d="M38 44 C50 36 70 36 82 44"
            stroke={look.background}
            strokeWidth="2"
            fill="none"
            opacity="0.5"
          />
        </>
      );
    case 'short':
    case 'bun':
    case 'braids':
      return <path d="M39 54 C37 30 83 30 81 54 C76 42 44 42 39 54 Z" fill={look.hair} />;
    case 'lowcut':
      return <path d="M40 50 C40 34 80 34 80 50 C74 43 46 43 40 50 Z" fill={look.hair} />;
    default:
      return null;
  }
}

/** An illustrated portrait made from a few shapes, so every teammate gets a face without photos. */
export function TeamAvatar({
  look,
  className = 'size-32',
}: {
  look: AvatarLook;
  className?: string;
}) {
  const clipId = useId();
  return (
    <svg viewBox="0 0 120 120" className={className} aria-hidden="true">
      <clipPath id={clipId}>
        <circle cx="60" cy="60" r="60" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <circle cx="60" cy="60" r="60" fill={look.background} />
        <path d="M8 40 C20 8 52 2 70 6 C40 12 20 28 14 52 Z" fill={look.accent} opacity="0.55" />
        <circle cx="100" cy="30" r="6" fill={look.accent} />
        <circle cx="108" cy="48" r="3" fill="#fff8f0" opacity="0.8" />
        <HairBack look={look} />
        <path d="M22 120 C22 94 40 84 60 84 C80 84 98 94 98 120 Z" fill={look.shirt} />
        <path d="M50 84 L60 96 L70 84 Z" fill={look.skin} />
        <rect x="53" y="72" width="14" height="14" rx="4" fill={look.skin} />
        <ellipse cx="60" cy="56" rx="20" ry="23" fill={look.skin} />
        <ellipse cx="40" cy="58" rx="3.5" ry="5" fill={look.skin} />
        <ellipse cx="80" cy="58" rx="3.5" ry="5" fill={look.skin} />
        {look.hasEarrings && (
          <>
            <circle cx="40" cy="66" r="2.6" fill="#f4b63f" />
            <circle cx="80" cy="66" r="2.6" fill="#f4b63f" />
          </>
        )}
        <HairFront look={look} />
        {look.hasBeard && (
          <path d="M42 60 C42 84 78 84 78 60 C74 72 46 72 42 60 Z" fill={look.hair} />
        )}
        <circle cx="52" cy="57" r="2.3" fill="#2b1838" />
        <circle cx="68" cy="57" r="2.3" fill="#2b1838" />
        <path
          d="M48 51 Q52 48 56 51 M64 51 Q68 48 72 51"
          stroke="#2b1838"
          strokeWidth="1.6"
          fill="none"
          strokeLinecap="round"
        />
        {look.hasGlasses && (
          <g stroke="#2b1838" strokeWidth="1.8" fill="none">
            <circle cx="52" cy="57" r="6.5" />
            <circle cx="68" cy="57" r="6.5" />
            <path d="M58.5 57 L61.5 57" />
          </g>
        )}
        <circle cx="47" cy="65" r="3" fill="#f9a8b4" opacity="0.5" />
        <circle cx="73" cy="65" r="3" fill="#f9a8b4" opacity="0.5" />
        <path
          d="M53 67 Q60 73 67 67"
          stroke="#2b1838"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}
