import type { DraftKey } from './draft-storage';
import type { SubmitKind } from './submit-card';

/**
 * The two wizards' pages: their address and heading, their draft, and the gallery a visitor
 * starts from.
 */
export const WIZARD_PAGES: Record<
  SubmitKind,
  { path: string; title: string; draftKey: DraftKey; galleryPath: string }
> = {
  now: {
    path: '/create-card',
    title: 'Personalize your card',
    draftKey: 'draft:create-card',
    galleryPath: '/create-template',
  },
  schedule: {
    path: '/schedule-card',
    title: 'Schedule your Card',
    draftKey: 'draft:schedule-card',
    galleryPath: '/schedule-template',
  },
};

/**
 * Marks the document while a prerendered wizard page (its no-design prompt) is on screen for a
 * visitor who does have a design (scripts/prerender.mjs writes the check that sets it): the
 * prompt stays hidden (styles/app.css) until the app has drawn the wizard in its place.
 */
export const RESUMING_ATTRIBUTE = 'data-resuming-draft';
