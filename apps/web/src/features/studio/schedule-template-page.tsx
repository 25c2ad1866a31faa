import { useEffect } from 'react';
import { TemplateGallery } from './gallery/template-gallery';

export default function ScheduleTemplatePage() {
  // Whoever is here is about to open the wizard: fetch its code now, not after the choice.
  useEffect(() => {
    void import('./schedule-card-page');
  }, []);
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
