import { TEMPLATE_CATEGORIES, TEMPLATE_COUNT } from '@greetly/domain';
import { CalendarClock, LayoutTemplate, type LucideIcon, PenLine } from 'lucide-react';
import { Container, SectionHeading } from '../../components/ui/layout-bits';

const STEPS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Choose a template',
    text: `Browse ${TEMPLATE_COUNT} designs across ${TEMPLATE_CATEGORIES.length} occasions — birthdays, anniversaries, thank-yous and more.`,
    icon: LayoutTemplate,
  },
  {
    title: 'Make it personal',
    text: 'Write your message, then add music, a photo and a voice note they can play again and again.',
    icon: PenLine,
  },
  {
    title: 'Send it or schedule it',
    text: 'Send it right away, or schedule it to arrive at the right moment in their time zone.',
    icon: CalendarClock,
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="From idea to smile in three steps"
        />
        <div className="relative mt-12">
          <div
            aria-hidden="true"
            className="absolute top-8 right-[16%] left-[16%] hidden border-t-2 border-dashed border-rose-light md:block"
          />
          <ol className="relative grid gap-10 md:grid-cols-3 md:gap-6">
            {STEPS.map(({ title, text, icon: Icon }, index) => (
              <li key={title} className="relative flex flex-col items-center text-center">
                <span className="relative grid size-16 place-items-center rounded-full bg-rose text-white shadow-lift">
                  <Icon aria-hidden="true" className="size-7" />
                  <span
                    aria-hidden="true"
                    className="absolute -top-1 -right-1 grid size-7 place-items-center rounded-full bg-gold text-sm font-bold text-plum ring-4 ring-cream"
                  >
                    {index + 1}
                  </span>
                </span>
                <h3 className="mt-5 text-xl font-bold text-plum">{title}</h3>
                <p className="mt-2 max-w-xs text-plum-soft">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </section>
  );
}
