import { LayoutGrid } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/layout-bits';

/** Reached the wizard without choosing a design (a typed address, an old bookmark). */
export function NoTemplatePrompt({ title, galleryPath }: { title: string; galleryPath: string }) {
  return (
    <div className="bg-gradient-to-b from-blush/80 via-cream to-cream py-16 sm:py-24">
      <Container>
        <div className="mx-auto max-w-lg rounded-[2rem] bg-white p-8 text-center shadow-soft ring-1 ring-line/60 sm:p-10">
          <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-blush text-rose-dark">
            <LayoutGrid aria-hidden="true" className="size-8" />
          </span>
          <h1 className="mt-5 font-display text-3xl font-bold text-plum sm:text-4xl">{title}</h1>
          <p className="mt-3 text-plum-soft">
            Every card starts with a design. Pick the one that fits the moment and we'll bring you
            right back here to make it yours.
          </p>
          <ButtonLink to={galleryPath} size="lg" className="mt-7">
            Choose a template
          </ButtonLink>
        </div>
      </Container>
    </div>
  );
}
