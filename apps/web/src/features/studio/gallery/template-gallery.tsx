import { ALL_CATEGORIES, type TemplateFilter, templatesIn } from '@greetly/domain';
import { useState } from 'react';
import { Container, PageHeader } from '../../../components/ui/layout-bits';
import { CategoryFilter } from './category-filter';
import { TemplateGrid, type WizardPath } from './template-grid';

interface TemplateGalleryProps {
  title: string;
  lead: string;
  eyebrow: string;
  wizardPath: WizardPath;
}

/** The template-selection screen shared by both flows; only the wizard it leads to differs. */
export function TemplateGallery({ title, lead, eyebrow, wizardPath }: TemplateGalleryProps) {
  const [filter, setFilter] = useState<TemplateFilter>(ALL_CATEGORIES);
  const templates = templatesIn(filter);
  const noun = templates.length === 1 ? 'template' : 'templates';

  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} lead={lead} />
      <Container className="pb-20">
        <div className="-mt-6 rounded-3xl bg-white/80 p-3 shadow-soft ring-1 ring-line/60 backdrop-blur sm:-mt-8 sm:p-4">
          <CategoryFilter active={filter} onChange={setFilter} />
        </div>
        <section aria-labelledby="template-results" className="mt-8">
          <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="template-results" className="text-2xl font-bold text-plum sm:text-3xl">
              {filter === ALL_CATEGORIES ? 'All templates' : filter}
            </h2>
            <p role="status" className="text-sm text-plum-soft">
              {templates.length} {noun}
            </p>
          </div>
          <TemplateGrid templates={templates} wizardPath={wizardPath} />
        </section>
      </Container>
    </>
  );
}
