import { ChevronDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';

export interface FaqItem {
  /** Stable id used for the button/panel pair. */
  id: string;
  question: string;
  answer: ReactNode;
}

/**
 * The WAI-ARIA accordion pattern: each question is a button inside a heading that
 * expands its own answer region. Several answers may be open at once.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ul className="space-y-3">
      {items.map((item) => {
        const isOpen = openIds.has(item.id);
        const buttonId = `faq-${item.id}-button`;
        const panelId = `faq-${item.id}-panel`;
        return (
          <li
            key={item.id}
            className={`rounded-2xl bg-white ring-1 transition ${isOpen ? 'shadow-soft ring-rose/40' : 'ring-line'}`}
          >
            <h3 className="font-sans text-base font-semibold">
              <button
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-plum hover:text-rose-dark"
              >
                <span>{item.question}</span>
                <span
                  className={`grid size-8 shrink-0 place-items-center rounded-full transition ${isOpen ? 'rotate-180 bg-rose text-white' : 'bg-blush text-rose-dark'}`}
                >
                  <ChevronDown aria-hidden="true" className="size-5" />
                </span>
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="animate-pop-in space-y-3 px-5 pb-5 text-plum-soft"
            >
              {item.answer}
            </section>
          </li>
        );
      })}
    </ul>
  );
}
