import { type ComponentType, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { NoTemplatePrompt } from './layout/no-template-prompt';
import { emptyCardValues } from './wizard/card-values';
import { readDraft } from './wizard/draft-storage';
import type { SubmitKind } from './wizard/submit-card';
import { templateFromState } from './wizard/template-from-state';
import { RESUMING_ATTRIBUTE, WIZARD_PAGES } from './wizard/wizard-pages';

/**
 * A wizard's address as first loaded. A visitor who arrives without a design (a typed address,
 * an old bookmark, a first visit) is asked to choose one, and only a visitor who has one (handed
 * over by the gallery, or kept in their draft) gets the wizard, whose code (its forms and their
 * checks, the card viewer, the voice recorder: about 80 kB gzip) is fetched then. Once the
 * wizard is shown it stays, whatever happens to the draft (sending clears it).
 *
 * The prompt is prerendered (the page a first visit gets): a returning visitor's browser is told
 * by a small script before the first paint to keep it hidden (see RESUMING_ATTRIBUTE).
 */
export function WizardGate({ kind, Wizard }: { kind: SubmitKind; Wizard: ComponentType }) {
  const { title, draftKey, galleryPath } = WIZARD_PAGES[kind];
  const location = useLocation();
  const hasTemplate =
    templateFromState(location.state) !== undefined ||
    readDraft(draftKey, emptyCardValues(), 0) !== null;
  const [showsWizard, setShowsWizard] = useState(hasTemplate);
  if (hasTemplate && !showsWizard) setShowsWizard(true);
  // The app has drawn what this visitor should see: the prerendered prompt's hiding is over.
  useEffect(() => document.documentElement.removeAttribute(RESUMING_ATTRIBUTE), []);

  if (showsWizard || hasTemplate) return <Wizard />;
  return (
    <>
      <title>{`${title} · Greetly`}</title>
      <div data-no-template-prompt>
        <NoTemplatePrompt title={title} galleryPath={galleryPath} />
      </div>
    </>
  );
}
