import { TEMPLATE_FILTERS, type TemplateFilter } from '@greetly/domain';
import { CATEGORY_ICONS } from './category-icons';

function pillClass(isActive: boolean): string {
  return `inline-flex shrink-0 items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium whitespace-nowrap transition ${
    isActive
      ? 'border-rose bg-rose text-white shadow-lift'
      : 'border-line bg-white text-plum hover:border-rose-light hover:bg-blush'
  }`;
}

/** All plus the thirteen categories; one row that scrolls sideways on phones and wraps on wider screens. */
export function CategoryFilter({
  active,
  onChange,
}: {
  active: TemplateFilter;
  onChange: (filter: TemplateFilter) => void;
}) {
  return (
    <fieldset className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 py-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
      <legend className="sr-only">Template categories</legend>
      {TEMPLATE_FILTERS.map((filter) => {
        const Icon = CATEGORY_ICONS[filter];
        const isActive = filter === active;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange(filter)}
            className={pillClass(isActive)}
          >
            <Icon aria-hidden="true" className="size-4" />
            {filter}
          </button>
        );
      })}
    </fieldset>
  );
}
