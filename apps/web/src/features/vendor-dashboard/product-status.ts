import type { ProductStatus } from '@greetly/domain';

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

export const PRODUCT_STATUS_STYLES: Record<ProductStatus, string> = {
  draft: 'bg-gold-light text-plum',
  published: 'bg-mint-light text-plum',
  archived: 'bg-cream-deep text-plum-soft',
};

/** The words of the button that moves a product from `from` to `to`. */
export function transitionLabel(from: ProductStatus, to: ProductStatus): string {
  if (to === 'archived') return 'Archive';
  if (to === 'published') return from === 'archived' ? 'Publish again' : 'Publish';
  return 'Back to draft';
}

/** What is said once a product has moved to `status` (or was saved in it). */
export function statusNotice(title: string, status: ProductStatus): string {
  if (status === 'published') return `“${title}” is published.`;
  if (status === 'archived') return `“${title}” is archived: gifters no longer see it.`;
  return `“${title}” is saved as a draft.`;
}
