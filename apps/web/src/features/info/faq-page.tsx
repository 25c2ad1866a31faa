import { SUPPORT_EMAIL } from '@greetly/domain';
import { Mail } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { Container, PageHeader } from '../../components/ui/layout-bits';
import { FaqAccordion } from './faq-accordion';
import { FAQ_GROUPS } from './faq-questions';

export default function FaqPage() {
  return (
    <>
      <title>FAQ · Greetly</title>
      <PageHeader
        eyebrow="Help center"
        title="Frequently asked questions"
        lead="Everything about creating, scheduling and sending your cards. Tap a question to see the answer."
      />
      <Container className="pb-20">
        <div className="mx-auto max-w-3xl space-y-12">
          {FAQ_GROUPS.map((group, index) => (
            <section key={group.title} aria-labelledby={`faq-group-${index}`}>
              <h2 id={`faq-group-${index}`} className="mb-4 font-display text-2xl font-bold">
                {group.title}
              </h2>
              <FaqAccordion items={group.items} />
            </section>
          ))}

          <aside
            aria-labelledby="faq-support-heading"
            className="rounded-[2rem] bg-plum px-6 py-10 text-center text-white shadow-soft"
          >
            <span className="mx-auto grid size-14 animate-float place-items-center rounded-full bg-gold text-plum">
              <Mail aria-hidden="true" className="size-7" />
            </span>
            <h2 id="faq-support-heading" className="mt-4 font-display text-2xl font-bold">
              Still have a question?
            </h2>
            <p className="mx-auto mt-2 max-w-md text-white/85">
              Write to us and a real person from our Lagos team will reply within two working days.
            </p>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonClass('light', 'lg', 'mt-6')}>
              Contact Support
            </a>
          </aside>
        </div>
      </Container>
    </>
  );
}
