import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';

interface StepFrameProps {
  index: number;
  count: number;
  name: string;
  heading: string;
  lead?: string;
  /** Move focus to this step's heading when it appears (not on the page's first load). */
  takeFocus: boolean;
  onBack: () => void;
  backLabel: string;
  /** The step's main button(s), right of Back. */
  actions: ReactNode;
  children: ReactNode;
}

/** The card around one step: where you are, its heading, its fields, then Back and the way on. */
export function StepFrame({
  index,
  count,
  name,
  heading,
  lead,
  takeFocus,
  onBack,
  backLabel,
  actions,
  children,
}: StepFrameProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!takeFocus) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  }, [takeFocus]);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-[2rem] bg-white p-5 shadow-soft ring-1 ring-line/60 sm:p-8"
    >
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-rose-dark">
        {`Step ${index + 1} of ${count} · ${name}`}
      </p>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="mt-1 scroll-mt-28 text-3xl font-bold text-plum focus:outline-none"
      >
        {heading}
      </h2>
      {lead && <p className="mt-2 text-plum-soft">{lead}</p>}
      <div className="mt-7">{children}</div>
      <div className="mt-9 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-6">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {backLabel}
        </Button>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-end [&>*]:w-full sm:[&>*]:w-auto">
          {actions}
        </div>
      </div>
    </section>
  );
}
