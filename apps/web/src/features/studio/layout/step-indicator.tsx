import { Check } from 'lucide-react';
import type { WizardStep } from '../wizard/wizard-steps';

/** Where the visitor is: numbered steps, done ones ticked, the current one marked for all. */
export function StepIndicator({
  steps,
  current,
}: {
  steps: readonly WizardStep[];
  current: number;
}) {
  return (
    <nav aria-label="Progress">
      <ol className="flex items-start">
        {steps.map((step, index) => {
          const isDone = index < current;
          const isCurrent = index === current;
          return (
            <li
              key={step.name}
              aria-current={isCurrent ? 'step' : undefined}
              className="relative flex flex-1 flex-col items-center text-center"
            >
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={`absolute top-[17px] right-1/2 h-0.5 w-full ${
                    index <= current ? 'bg-rose' : 'bg-line'
                  }`}
                />
              )}
              <span
                className={`relative z-10 grid size-9 place-items-center rounded-full text-sm font-bold transition ${
                  isCurrent
                    ? 'bg-rose text-white shadow-lift ring-4 ring-rose-light'
                    : isDone
                      ? 'bg-rose text-white'
                      : 'bg-white text-plum-soft ring-2 ring-line'
                }`}
              >
                {isDone ? (
                  <Check aria-hidden="true" className="size-4" strokeWidth={3} />
                ) : (
                  index + 1
                )}
              </span>
              <span
                className={`mt-2 px-1 text-xs leading-tight sm:text-sm ${
                  isCurrent ? 'font-semibold text-plum' : 'text-plum-soft'
                }`}
              >
                {step.name}
                {isDone && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
