import { lazy } from 'react';
import { WizardGate } from './wizard-gate';

/** The send-now wizard's code, fetched when the gallery hands over a design (or a draft has one). */
export const loadCreateCard = () => import('./create-card-page');
const CreateCardPage = lazy(loadCreateCard);

/** /create-card: the wizard, or the prompt to choose a design first. */
export default function CreateCardRoute() {
  return <WizardGate kind="now" Wizard={CreateCardPage} />;
}
