import { ALL_CATEGORIES, type TemplateFilter } from '@greetly/domain';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchField } from '../../../components/forms/search-field';
import { Button } from '../../../components/ui/button';
import { Container, PageHeader } from '../../../components/ui/layout-bits';
import { CategoryFilter } from './category-filter';
import { filterFrom, findTemplates } from './search';
import { TemplateGrid, useWizardTarget, type WizardPath } from './template-grid';
import { TemplatePreviewDialog } from './template-preview-dialog';

interface TemplateGalleryProps {
  title: string;
  lead: string;
  eyebrow: string;
  wizardPath: WizardPath;
  /**
   * Called when the visitor reaches for a template (points at or touches the results, moves
   * focus into them, opens a preview): the page fetches its wizard's code then, while they choose.
   */
  onChoosing?: () => void;
}

/**
 * The template-selection screen shared by both flows; only the wizard it leads to differs. The
 * category and the search live in the address (?category=…&q=…), so Back from the wizard
 * returns to the same results.
 */
export function TemplateGallery({
  title,
  lead,
  eyebrow,
  wizardPath,
  onChoosing,
}: TemplateGalleryProps) {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params.get('category'));
  const query = params.get('q') ?? '';
  const templates = findTemplates(filter, query);
  const [previewing, setPreviewingIndex] = useState<number | null>(null);
  const setPreviewing = (index: number | null) => {
    if (index !== null) onChoosing?.();
    setPreviewingIndex(index);
  };
  const target = useWizardTarget(wizardPath);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const update = (changes: { category?: TemplateFilter; q?: string }) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value && value !== ALL_CATEGORIES) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  };
  const chooseCategory = (category: TemplateFilter) => {
    update({ category });
    // Deep in a long list, a new category starts at its first row, under the sticky filter.
    const heading = resultsHeading.current;
    if (heading && heading.getBoundingClientRect().top < 0) heading.scrollIntoView();
  };

  const noun = templates.length === 1 ? 'template' : 'templates';
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} lead={lead} />
      <Container className="pb-20">
        <div className="-mt-6 rounded-3xl bg-white/80 p-3 shadow-soft ring-1 ring-line/60 backdrop-blur sm:-mt-8 sm:p-4">
          <search>
            <SearchField
              label="Search templates"
              value={query}
              onChange={(q) => update({ q })}
              placeholder="Search: balloons, swans, graduation…"
            />
          </search>
        </div>
        {/* On phones the category row stays in reach under the header while the grid scrolls. */}
        <div className="sticky top-16 z-30 -mx-4 mt-3 border-b border-line/60 bg-cream/95 px-4 backdrop-blur sm:static sm:mx-0 sm:rounded-3xl sm:border-0 sm:bg-white/80 sm:p-2 sm:shadow-soft sm:ring-1 sm:ring-line/60">
          <CategoryFilter active={filter} onChange={chooseCategory} />
        </div>
        <section
          aria-labelledby="template-results"
          className="mt-8"
          onPointerEnter={onChoosing}
          onPointerDown={onChoosing}
          onFocus={onChoosing}
        >
          <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
            <h2
              ref={resultsHeading}
              id="template-results"
              className="scroll-mt-36 text-2xl font-bold text-plum sm:scroll-mt-24 sm:text-3xl"
            >
              {filter === ALL_CATEGORIES ? 'All templates' : filter}
            </h2>
            <p role="status" className="text-sm text-plum-soft">
              {query.trim()
                ? `${templates.length} ${noun} ${templates.length === 1 ? 'matches' : 'match'} “${query.trim()}”`
                : `${templates.length} ${noun}`}
            </p>
          </div>
          {templates.length > 0 ? (
            <TemplateGrid templates={templates} onPreview={setPreviewing} />
          ) : (
            <div className="rounded-3xl bg-white/80 px-6 py-12 text-center shadow-soft ring-1 ring-line/60">
              <p className="text-lg font-semibold text-plum">
                No templates match “{query.trim()}”
                {filter === ALL_CATEGORIES ? '' : ` in ${filter}`}.
              </p>
              <p className="mt-2 text-plum-soft">
                Try another word, like the occasion or what the card shows.
              </p>
              <div className="mt-6 flex flex-wrap justify-center gap-3">
                {filter !== ALL_CATEGORIES && (
                  <Button onClick={() => update({ category: ALL_CATEGORIES })}>
                    Search all categories
                  </Button>
                )}
                <Button variant="secondary" onClick={() => update({ q: '' })}>
                  Clear search
                </Button>
              </div>
            </div>
          )}
        </section>
      </Container>
      <TemplatePreviewDialog
        templates={templates}
        index={previewing}
        onIndexChange={setPreviewing}
        onClose={() => setPreviewing(null)}
        target={target}
      />
    </>
  );
}
