import { TemplateGallery } from './gallery/template-gallery';

export default function ScheduleTemplatePage() {
  return (
    <>
      <title>Schedule a card · Greetly</title>
      <TemplateGallery
        eyebrow="Right on time, every time"
        title="Schedule a Card"
        lead="Pick a design now, choose the day and time, and we'll deliver it at the perfect moment, in their time zone."
        wizardPath="/schedule-card"
      />
    </>
  );
}
