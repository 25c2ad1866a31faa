import { TEMPLATES, type Template } from '@greetly/domain';
import { ArrowRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';

export type WizardPath = '/create-card' | '/schedule-card';

/** 'Birthday template 3': the template's place within its own category, counted from 1. */
export function templateLabel(template: Template): string {
  const sameCategory = TEMPLATES.filter((other) => other.category === template.category);
  return `${template.category} template ${sameCategory.indexOf(template) + 1}`;
}

/** The chosen template travels to the wizard as navigation state, as the spec has it. */
export function TemplateGrid({
  templates,
  wizardPath,
}: {
  templates: readonly Template[];
  wizardPath: WizardPath;
}) {
  // A card started for someone ('Send a card back': ?to=Tobi) keeps them on the way in.
  const { search } = useLocation();
  const to = new URLSearchParams(search).get('to');
  const target = to ? `${wizardPath}?${new URLSearchParams({ to })}` : wizardPath;
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4">
      {templates.map((template) => (
        <li key={template.id}>
          <Link
            to={target}
            state={{ template }}
            className="group block rounded-3xl bg-white p-2 shadow-soft ring-1 ring-line/70 transition duration-200 hover:-translate-y-1 hover:shadow-lift hover:ring-rose-light sm:p-3"
          >
            <img
              src={template.preview}
              alt={templateLabel(template)}
              loading="lazy"
              decoding="async"
              width={600}
              height={800}
              className="aspect-[3/4] w-full rounded-2xl bg-cream-deep object-cover"
            />
            {/* The picture's alt text already names the link; this caption is for the eye. */}
            <span
              aria-hidden="true"
              className="mt-2 flex items-center justify-between gap-2 px-1 pb-1 text-sm sm:mt-3"
            >
              <span className="truncate font-medium text-plum">{template.category}</span>
              <span className="flex shrink-0 items-center gap-1 font-semibold text-rose-dark">
                Use
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition group-hover:translate-x-0.5"
                />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
