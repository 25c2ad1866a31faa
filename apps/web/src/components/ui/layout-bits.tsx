import type { ReactNode } from 'react';

export function Container({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>
  );
}

/** A section title with an optional small eyebrow line above it and a lead paragraph below. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = 'center',
  as: Tag = 'h2',
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
  align?: 'center' | 'left';
  as?: 'h1' | 'h2';
}) {
  const alignment = align === 'center' ? 'text-center mx-auto' : 'text-left';
  return (
    <div className={`max-w-2xl ${alignment}`}>
      {eyebrow && (
        <p className="mb-2 text-sm font-semibold uppercase tracking-[0.18em] text-rose-dark">
          {eyebrow}
        </p>
      )}
      <Tag
        id={id}
        className={`font-display font-bold text-plum ${Tag === 'h1' ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl'}`}
      >
        {title}
      </Tag>
      {lead && <p className="mt-4 text-lg text-plum-soft">{lead}</p>}
    </div>
  );
}

/** The standard page frame below the navigation bar: a soft header band and the content. */
export function PageHeader({
  title,
  lead,
  eyebrow,
}: {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: string;
}) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-b from-blush to-cream py-14 sm:py-20">
      <Container>
        <SectionHeading as="h1" eyebrow={eyebrow} title={title} lead={lead} />
      </Container>
    </div>
  );
}
