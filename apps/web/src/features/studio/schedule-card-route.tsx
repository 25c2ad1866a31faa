import { lazy } from 'react';
import { WizardGate } from './wizard-gate';

/** The schedule wizard's code, fetched when the gallery hands over a design (or a draft has one). */
export const loadScheduleCard = () => import('./schedule-card-page');
const ScheduleCardPage = lazy(loadScheduleCard);

/** /schedule-card: the wizard, or the prompt to choose a design first. */
export default function ScheduleCardRoute() {
  return <WizardGate kind="schedule" Wizard={ScheduleCardPage} />;
}
