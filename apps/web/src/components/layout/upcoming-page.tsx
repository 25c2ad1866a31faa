import type { ReactNode } from 'react';
import { Container, PageHeader } from '../ui/layout-bits';

/**
 * The frame of a page whose feature lands in a later issue: its real heading and a short note.
 * Each such page is replaced by its feature when that issue is worked.
 */
export function UpcomingPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <>
      <title>{`${title} · Greetly`}</title>
      <PageHeader title={title} lead={lead} />
      <Container className="pb-20">{children}</Container>
    </>
  );
}
