import { TEMPLATES, type Template } from '@greetly/domain';
import { Expand } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { templateName } from './search';

export type WizardPath = '/create-card' | '/schedule-card';

/** 'Birthday template 3': the template's place within its own category, counted from 1. */
export function templateLabel(template: Template): string {
  const sameCategory = TEMPLATES.filter((other) => other.category === template.category);
  return `${template.category} template ${sameCategory.indexOf(template) + 1}`;
}

/** Where choosing a template leads; a card started for someone (?to=Tobi) keeps them. */
export function useWizardTarget(wizardPath: WizardPath): string {
  const { search } = useLocation();
  const to = new URLSearchParams(search).get('to');
  return to ? `${wizardPath}?${new URLSearchParams({ to })}` : wizardPath;
}

/** Tiles loaded with the page: a phone shows two in its first screen, a wide screen four. */
const EAGER_TILES = 4;

/**
 * False for the page's first render (on the server, and the browser's taking it over), true after.
 * The tiles past the first row get their pictures then: a browser starts a "lazy" image well
 * before it nears the screen (Chrome: within 1,250 px), so a phone fetched 18 more pictures
 * beside the first row, the stylesheet and the fonts before its first paint, on a shared link.
 */
function useIsAfterFirstRender(): boolean {
  const [isAfter, setIsAfter] = useState(false);
  useEffect(() => setIsAfter(true), []);
  return isAfter;
}

/** The templates as tiles; a tile opens the larger preview, where the template is chosen. */
export function TemplateGrid({
  templates,
  onPreview,
}: {
  templates: readonly Template[];
  onPreview: (index: number) => void;
}) {
  const picturesForAll = useIsAfterFirstRender();
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4">
      {templates.map((template, index) => (
        <li key={template.id}>
          <button
            type="button"
            aria-haspopup="dialog"
            aria-label={`${templateLabel(template)}: ${templateName(template)}`}
            onClick={() => onPreview(index)}
            className="group block w-full rounded-3xl bg-white p-2 text-left shadow-soft ring-1 ring-line/70 transition duration-200 hover:-translate-y-1 hover:shadow-lift hover:ring-rose-light focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold sm:p-3"
          >
            <span className="relative block">
              <img
                src={index < EAGER_TILES || picturesForAll ? template.preview : undefined}
                alt=""
                // The first row is on screen at once (the page's largest paint on a phone): it
                // loads first; the rest wait for the page's code, then until they near the screen.
                loading={index < EAGER_TILES ? 'eager' : 'lazy'}
                fetchPriority={index < EAGER_TILES ? 'high' : 'auto'}
                decoding="async"
                width={600}
                height={800}
                className="aspect-[3/4] w-full rounded-2xl bg-cream-deep object-cover"
              />
              <span className="absolute right-2 bottom-2 rounded-full bg-white/90 p-1.5 text-plum opacity-0 shadow-soft transition group-hover:opacity-100 group-focus-visible:opacity-100">
                <Expand aria-hidden="true" className="size-4" />
              </span>
            </span>
            <span className="mt-2 block px-1 pb-1 sm:mt-3">
              <span className="block truncate text-sm font-semibold text-plum">
                {templateName(template)}
              </span>
              <span className="block truncate text-xs text-plum-soft">{template.category}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
