import type { SenderCard, Template } from '@greetly/domain';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { SignatureStyle } from '../../card/card-content';
import { ResendVerification } from '../../session/resend-verification';
import { useSession } from '../../session/session-context';
import type { CardValues } from '../wizard/card-values';
import { frameFor, type StepText } from '../wizard/frame-for';
import type { FrameProps } from '../wizard/step-props';
import type { CardWizard } from '../wizard/use-card-wizard';
import { CardMock } from './card-mock';
import { NoTemplatePrompt } from './no-template-prompt';
import { SentPanel } from './sent-panel';
import { SignInToSendDialog } from './sign-in-to-send-dialog';
import { VerifyToSendDialog } from './verify-to-send-dialog';
import { WizardLayout } from './wizard-layout';

/** A gift can travel only with a card still waiting for its day, and only one gift order. */
function giftForOf(card: SenderCard | null) {
  if (card?.status !== 'scheduled' || card.gift) return undefined;
  return { id: card.id, recipientName: card.recipientName };
}

interface StudioPageProps<V extends CardValues> {
  wizard: CardWizard<V>;
  title: string;
  lead: string;
  galleryPath: string;
  stepTexts: readonly StepText[];
  signatureStyle: SignatureStyle;
  sent: { heading: string; text: string; againLabel: string; details?: ReactNode };
  renderStep: (template: Template, frame: FrameProps) => ReactNode;
}

/** A wizard page: its three states (no template yet, in progress, sent) around the steps. */
export function StudioPage<V extends CardValues>({
  wizard,
  title,
  lead,
  galleryPath,
  stepTexts,
  signatureStyle,
  sent,
  renderStep,
}: StudioPageProps<V>) {
  const navigate = useNavigate();
  const { user } = useSession();
  const { template, values, media } = wizard;
  const pageTitle = <title>{`${title} · Greetly`}</title>;

  if (wizard.isSent) {
    const waiting = wizard.isWaiting && {
      heading: 'Your card is ready!',
      text: `It goes out as soon as you confirm your e-mail: open the link we sent to ${user?.email ?? 'you'}.${
        sent.details ? ' It still arrives at the moment you chose.' : ''
      }`,
      details: (
        <div className="mt-5 flex flex-col items-center gap-4">
          <ResendVerification variant="light" />
          {sent.details}
        </div>
      ),
    };
    return (
      <>
        {pageTitle}
        <SentPanel
          {...sent}
          {...(waiting || {})}
          galleryPath={galleryPath}
          giftFor={giftForOf(wizard.sentCard)}
        />
      </>
    );
  }
  if (!template) {
    return (
      <>
        {pageTitle}
        <NoTemplatePrompt title={title} galleryPath={galleryPath} />
      </>
    );
  }
  return (
    <>
      {pageTitle}
      <WizardLayout
        eyebrow="Card studio"
        title={title}
        lead={lead}
        template={template}
        galleryPath={galleryPath}
        steps={wizard.steps}
        step={wizard.step}
        wasRestored={wizard.wasRestored}
        onStartOver={wizard.startOver}
        preview={
          <CardMock
            template={template}
            values={values}
            media={media}
            signatureStyle={signatureStyle}
          />
        }
      >
        {renderStep(
          template,
          frameFor(wizard, stepTexts, () => navigate(galleryPath)),
        )}
      </WizardLayout>
      <SignInToSendDialog
        open={wizard.needsSignIn}
        onClose={wizard.dismissSignIn}
        onSignedIn={wizard.sendAfterSignIn}
      />
      <VerifyToSendDialog
        open={wizard.needsVerification}
        email={user?.email ?? ''}
        onClose={wizard.dismissVerification}
      />
    </>
  );
}
