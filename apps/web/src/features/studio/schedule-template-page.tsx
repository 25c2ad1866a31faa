import { TemplateGallery } from './gallery/template-gallery';

/**
 * The wizard's code, fetched as soon as the visitor reaches for a template (a choice under load
 * once waited >10 s for it), not with the gallery itself: a visitor who only looks at the
 * designs does not download the wizard.
 */
const fetchWizard = () =>
  void import('./schedule-card-route')
    .then((route) => route.loadScheduleCard())
    .catch(() => undefined);

export default function ScheduleTemplatePage() {
  return (
    <>
      <title>Schedule a card · Greetly</title>
      <TemplateGallery
        eyebrow="Right on time, every time"
        title="Schedule a Card"
        lead="Pick a design now, choose the day and time, and we'll deliver it at the perfect moment, in their time zone."
        onChoosing={fetchWizard}
        wizardPath="/schedule-card"
      />
    </>
  );
}
