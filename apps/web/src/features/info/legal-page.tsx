import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container, PageHeader } from '../../components/ui/layout-bits';

export interface LegalSection {
  /** The anchor id, so a section can be linked to directly (e.g. /terms#contact). */
  id: string;
  title: string;
  body: ReactNode;
}

/** The date every legal page shows; they were reviewed together. */
export const LEGAL_LAST_UPDATED = { iso: '2026-11-22', label: '22 November 2026' } as const;

/**
 * The shared frame of /terms, /privacy and /refund: header, last-updated date,
 * a table of contents and numbered sections with anchor ids.
 */
export function LegalPage({
  title,
  lead,
  sections,
}: {
  title: string;
  lead: string;
  sections: readonly LegalSection[];
}) {
  return (
    <>
      <title>{`${title} · Greetly`}</title>
      <PageHeader eyebrow="Legal" title={title} lead={lead} />
      <Container className="pb-20">
        <p className="mb-8 text-center text-sm text-plum-soft">
          Last updated: <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.label}</time>
        </p>
        <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
          <nav
            aria-labelledby="toc-heading"
            className="h-fit rounded-3xl bg-white p-6 shadow-soft ring-1 ring-line lg:sticky lg:top-24"
          >
            <h2
              id="toc-heading"
              className="font-sans text-sm font-semibold uppercase tracking-wider text-plum-soft"
            >
              On this page
            </h2>
            <ol className="mt-3 space-y-1.5">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <Link
                    to={{ hash: section.id }}
                    className="flex gap-2 rounded-lg px-2 py-1 text-plum transition hover:bg-blush hover:text-rose-dark"
                  >
                    <span className="text-rose-dark tabular-nums">{index + 1}.</span>
                    {section.title}
                  </Link>
                </li>
              ))}
            </ol>
          </nav>

          <article className="rounded-3xl bg-white p-6 shadow-soft ring-1 ring-line sm:p-10">
            {sections.map((section, index) => (
              <section
                key={section.id}
                aria-labelledby={section.id}
                className="border-line not-first:mt-10 not-first:border-t not-first:pt-10"
              >
                <h2 id={section.id} className="scroll-mt-24 font-display text-2xl font-bold">
                  <span className="mr-2 text-rose-dark">{index + 1}.</span>
                  {section.title}
                </h2>
                <div className="mt-4 space-y-4 text-plum-soft [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_strong]:text-plum [&_ul]:space-y-2">
                  {section.body}
                </div>
              </section>
            ))}
          </article>
        </div>
      </Container>
    </>
  );
}
