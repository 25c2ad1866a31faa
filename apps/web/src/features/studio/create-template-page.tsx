import { TemplateGallery } from './gallery/template-gallery';

/**
 * The wizard's code, fetched as soon as the visitor reaches for a template (a choice under load
 * once waited >10 s for it), not with the gallery itself: a visitor who only looks at the
 * designs does not download the wizard.
 */
const fetchWizard = () =>
  void import('./create-card-route').then((route) => route.loadCreateCard()).catch(() => undefined);

export default function CreateTemplatePage() {
  return (
    <>
      <title>Choose a template · Greetly</title>
      <TemplateGallery
        eyebrow="Step one: pick a design"
        title="Personalize Your Perfect Card"
        lead="Choose the design that fits the moment. Next you'll add your message, music, a photo and even your voice."
        onChoosing={fetchWizard}
        wizardPath="/create-card"
      />
    </>
  );
}
