import { Quote } from 'lucide-react';
import { Container, SectionHeading } from '../../components/ui/layout-bits';
import { InitialsAvatar } from './initials-avatar';

const TESTIMONIALS = [
  {
    name: 'Chiamaka Okafor',
    city: 'Lagos',
    quote:
      "I scheduled my mum's birthday card a week early and it arrived at 7 a.m. on the day, confetti and my voice note included. She called me in tears — the good kind.",
  },
  {
    name: 'Kwame Mensah',
    city: 'Accra',
    quote:
      'My brother lives in New York and I always get the time difference wrong. This year his card landed right at midnight, his time. He still talks about it.',
  },
  {
    name: 'Wanjiru Kamau',
    city: 'Nairobi',
    quote:
      'For our anniversary I added our wedding song and a photo from our first date. It took five minutes and felt like I had spent all day on it.',
  },
  {
    name: 'Daniel Adeyemi',
    city: 'London',
    quote:
      'Living abroad, I miss a lot of family moments. A card with a recorded message for my grandma in Ibadan is the next best thing to being there.',
  },
];

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="testimonials-title"
          eyebrow="Kind words"
          title="Little cards, big feelings"
          lead="Gifters across the world share what happened when their card arrived."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {TESTIMONIALS.map(({ name, city, quote }, index) => (
            <li key={name}>
              <figure className="flex h-full flex-col rounded-3xl border border-line/70 bg-white p-7 shadow-soft">
                <Quote aria-hidden="true" className="size-8 text-rose-light" fill="currentColor" />
                <blockquote className="mt-3 flex-1 text-lg leading-relaxed text-plum">
                  {quote}
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <InitialsAvatar name={name} tone={index} />
                  <span>
                    <span className="block font-semibold text-plum">{name}</span>
                    <span className="block text-sm text-plum-soft">{city}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
