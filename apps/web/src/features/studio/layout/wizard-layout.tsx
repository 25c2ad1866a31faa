import type { Template } from '@greetly/domain';
import { ChevronDown, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormInfo } from '../../../components/forms/form-banner';
import { Container } from '../../../components/ui/layout-bits';
import { templateLabel } from '../gallery/template-grid';
import type { WizardStep } from '../wizard/wizard-steps';
import { StepIndicator } from './step-indicator';
import { useIsWide } from './use-is-wide';

interface WizardLayoutProps {
  eyebrow: string;
  title: string;
  lead: string;
  template: Template;
  galleryPath: string;
  steps: readonly WizardStep[];
  step: number;
  /** Offer to start again when a saved draft was picked up. */
  wasRestored: boolean;
  onStartOver: () => void;
  preview: ReactNode;
  children: ReactNode;
}

/**
 * The studio's frame: the heading, the chosen template and the progress on top; the step on the
 * left and the live card on the right (sticky). On phones the card folds away above the step.
 */
export function WizardLayout({
  eyebrow,
  title,
  lead,
  template,
  galleryPath,
  steps,
  step,
  wasRestored,
  onStartOver,
  preview,
  children,
}: WizardLayoutProps) {
  const isWide = useIsWide();
  return (
    <div className="bg-gradient-to-b from-blush/80 via-cream to-cream pb-20">
      <Container className="pt-8 sm:pt-12">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-xl">
            <p className="mb-2 text-sm font-semibold uppercase tracking-[0.18em] text-rose-dark">
              {eyebrow}
            </p>
            <h1 className="font-display text-4xl font-bold text-plum sm:text-5xl">{title}</h1>
            <p className="mt-3 text-lg text-plum-soft">{lead}</p>
          </div>
          <div className="flex items-center gap-3 self-start rounded-2xl bg-white/80 p-2 pr-4 shadow-soft ring-1 ring-line/60 sm:self-auto">
            <img
              src={template.preview}
              alt={templateLabel(template)}
              width={600}
              height={800}
              className="h-16 w-12 rounded-lg object-cover"
            />
            <div className="text-sm">
              <p className="font-semibold text-plum">{template.category}</p>
              <Link to={galleryPath} className="font-medium text-rose-dark underline">
                Change template
              </Link>
            </div>
          </div>
        </div>

        <div className="mt-8 rounded-3xl bg-white/70 px-2 py-4 shadow-soft ring-1 ring-line/60 sm:px-6">
          <StepIndicator steps={steps} current={step} />
        </div>

        {wasRestored && (
          <FormInfo className="mt-6">
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <span>Welcome back! We kept the card you were working on.</span>
              <button
                type="button"
                onClick={onStartOver}
                className="inline-flex items-center gap-1.5 font-semibold text-rose-dark underline"
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                Start over
              </button>
            </div>
          </FormInfo>
        )}

        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0">
            {!isWide && (
              <details className="group mb-6 rounded-3xl bg-white/80 shadow-soft ring-1 ring-line/60">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-5 py-4 font-semibold text-plum [&::-webkit-details-marker]:hidden">
                  Card preview
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 text-rose-dark transition group-open:rotate-180"
                  />
                </summary>
                <div className="px-4 pb-5">{preview}</div>
              </details>
            )}
            {children}
          </div>
          {isWide && (
            <aside aria-label="Card preview" className="sticky top-24">
              {preview}
            </aside>
          )}
        </div>
      </Container>
    </div>
  );
}
