import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from '../ui/layout-bits';

interface FormPageLayoutProps {
  /** The page's one h1. */
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: string;
  /** The illustration panel beside the form on wide screens. */
  panel: { art: ReactNode; title: string; points: string[] };
  /** A small picture above the heading where the panel is hidden (phones). */
  badge?: ReactNode;
  children: ReactNode;
}

/** The frame of the account forms: an illustrated panel and the form side by side; one column on phones. */
export function FormPageLayout({
  title,
  lead,
  eyebrow,
  panel,
  badge,
  children,
}: FormPageLayoutProps) {
  return (
    <div className="bg-gradient-to-b from-blush/70 via-cream to-cream py-8 sm:py-14">
      <Container>
        <div className="mx-auto grid max-w-5xl overflow-hidden rounded-[2rem] bg-white shadow-soft ring-1 ring-line/60 lg:grid-cols-[5fr_6fr]">
          <div className="relative hidden flex-col justify-center gap-10 overflow-hidden bg-gradient-to-br from-rose to-rose-dark p-10 text-white lg:flex">
            <Sparkles />
            <div className="relative">{panel.art}</div>
            <div className="relative">
              <p className="font-display text-2xl font-bold leading-snug">{panel.title}</p>
              <ul className="mt-5 space-y-3">
                {panel.points.map((point) => (
                  <li key={point} className="flex items-start gap-3 text-[0.95rem]">
                    <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-white/20">
                      <Check aria-hidden="true" className="size-3.5" />
                    </span>
                    {point}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div className="px-5 py-8 sm:px-10 sm:py-12 lg:px-12">
            {badge && <div className="mb-5 lg:hidden">{badge}</div>}
            {eyebrow && (
              <p className="mb-2 text-sm font-semibold uppercase tracking-[0.18em] text-rose-dark">
                {eyebrow}
              </p>
            )}
            <h1 className="font-display text-3xl font-bold text-plum sm:text-4xl">{title}</h1>
            {lead && <p className="mt-3 text-plum-soft">{lead}</p>}
            <div className="mt-8">{children}</div>
          </div>
        </div>
      </Container>
    </div>
  );
}

function Sparkles() {
  return (
    <svg
      viewBox="0 0 400 600"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full opacity-25"
      aria-hidden="true"
    >
      <circle cx="40" cy="60" r="4" fill="#fdecc8" />
      <circle cx="360" cy="120" r="6" fill="#fdecc8" />
      <circle cx="320" cy="540" r="5" fill="#fff" />
      <circle cx="70" cy="470" r="3" fill="#fff" />
      <path d="M330 40 l5 12 l12 5 l-12 5 l-5 12 l-5 -12 l-12 -5 l12 -5 z" fill="#fdecc8" />
      <path d="M60 300 l4 9 l9 4 l-9 4 l-4 9 l-4 -9 l-9 -4 l9 -4 z" fill="#fff" />
      <circle cx="380" cy="380" r="90" fill="none" stroke="#fff" strokeWidth="2" />
      <circle cx="-20" cy="200" r="70" fill="none" stroke="#fdecc8" strokeWidth="2" />
    </svg>
  );
}

/** A small rounded icon tile: the phone-size stand-in for the illustration panel. */
export function IconBadge({ children }: { children: ReactNode }) {
  return (
    <span className="grid size-14 place-items-center rounded-2xl bg-blush text-rose-dark shadow-soft">
      {children}
    </span>
  );
}
