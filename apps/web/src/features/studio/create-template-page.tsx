import { useEffect } from 'react';
import { TemplateGallery } from './gallery/template-gallery';

export default function CreateTemplatePage() {
  // Whoever is here is about to open the wizard: fetch its code now, not after the choice.
  useEffect(() => {
    void import('./create-card-page');
  }, []);
  return (
    <>
      <title>Choose a template · Greetly</title>
      <TemplateGallery
        eyebrow="Step one: pick a design"
        title="Personalize Your Perfect Card"
        lead="Choose the design that fits the moment. Next you'll add your message, music, a photo and even your voice."
        wizardPath="/create-card"
      />
    </>
  );
}
