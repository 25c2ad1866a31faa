import { HeartHandshake } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/layout-bits';
import { HeartShape } from './art-shapes';

export function ReferralCta() {
  return (
    <section aria-labelledby="refer-title" className="pb-20">
      <Container>
        <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-rose to-rose-dark px-6 py-14 text-center text-white shadow-lift sm:px-12">
          <svg
            viewBox="0 0 400 200"
            aria-hidden="true"
            preserveAspectRatio="xMidYMid slice"
            className="pointer-events-none absolute inset-0 size-full opacity-25"
          >
            <HeartShape x={40} y={40} size={40} fill="#fdecc8" />
            <HeartShape x={360} y={150} size={56} fill="#fdecc8" />
            <HeartShape x={330} y={30} size={20} fill="#f4b63f" />
            <HeartShape x={70} y={170} size={24} fill="#f4b63f" />
          </svg>
          <div className="relative mx-auto max-w-2xl">
            <span className="mx-auto grid size-14 place-items-center rounded-full bg-white/15">
              <HeartHandshake aria-hidden="true" className="size-7" />
            </span>
            <h2 id="refer-title" className="mt-5 text-3xl font-bold sm:text-4xl">
              Share the love, spread the joy
            </h2>
            <p className="mt-4 text-lg text-white/90">
              Know someone who never forgets a birthday — or someone who always does? Invite them to
              Greetly and help them send something unforgettable.
            </p>
            <ButtonLink to="/create-template" variant="light" size="lg" className="mt-8">
              Refer Now
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
