import { type ReactNode, useId } from 'react';

/** A white panel of the dashboard with its own h3 heading. */
export function DashboardCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl bg-white p-6 shadow-soft ring-1 ring-line/60 sm:p-8"
    >
      <h3 id={headingId} className="font-display text-xl font-bold text-plum">
        {title}
      </h3>
      <div className="mt-5">{children}</div>
    </section>
  );
}
