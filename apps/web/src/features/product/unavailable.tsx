import { SearchX } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/layout-bits';

/** A gift or shop that is not (or no longer) listed: said kindly, with the way back. */
export function Unavailable({ title, text }: { title: string; text: string }) {
  return (
    <Container className="grid min-h-[60vh] place-items-center py-20 text-center">
      <title>{`${title} · Greetly`}</title>
      <div className="max-w-lg">
        <span className="mx-auto grid size-20 place-items-center rounded-full bg-blush text-rose-dark">
          <SearchX aria-hidden="true" className="size-10" />
        </span>
        <h1 className="mt-6 font-display text-4xl font-bold text-plum">{title}</h1>
        <p className="mt-3 text-lg text-plum-soft">{text}</p>
        <ButtonLink to="/marketplace" className="mt-8">
          Browse the marketplace
        </ButtonLink>
      </div>
    </Container>
  );
}
