import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/layout-bits';

export default function NotFoundPage() {
  return (
    <Container className="grid min-h-[60vh] place-items-center py-20 text-center">
      <title>Page not found · Greetly</title>
      <div>
        <svg viewBox="0 0 200 140" className="mx-auto w-56" aria-hidden="true">
          <ellipse cx="100" cy="128" rx="70" ry="8" fill="#ead9cc" />
          <rect x="45" y="62" width="110" height="62" rx="6" fill="#c8334a" />
          <rect
            x="40"
            y="48"
            width="120"
            height="20"
            rx="5"
            fill="#f4b63f"
            transform="rotate(-12 100 58)"
          />
          <rect x="93" y="62" width="14" height="62" fill="#f4b63f" />
          <text
            x="100"
            y="104"
            textAnchor="middle"
            fontFamily="Playfair Display, serif"
            fontSize="26"
            fontWeight="700"
            fill="#fff8f0"
          >
            ?
          </text>
        </svg>
        <h1 className="mt-6 font-display text-4xl font-bold">This gift box is empty</h1>
        <p className="mt-3 text-lg text-plum-soft">
          We couldn't find the page you were looking for. It may have moved, or the link has a typo.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/">Back to home</ButtonLink>
          <ButtonLink to="/create-template" variant="secondary">
            Create a card
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}
