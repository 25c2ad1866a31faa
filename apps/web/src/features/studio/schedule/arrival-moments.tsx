import { CalendarClock } from 'lucide-react';
import type { ScheduleValues } from '../wizard/card-values';
import { arrivalMoments } from './arrival-text';

/** When a scheduled card arrives: in the recipient's zone, and on the sender's clock. */
export function ArrivalMoments({ values }: { values: ScheduleValues }) {
  const { there, own } = arrivalMoments(values);
  return (
    <dl
      className="mt-5 space-y-2 rounded-2xl bg-cream px-5 py-4 text-left text-sm ring-1 ring-line"
      data-testid="arrival-moments"
    >
      <div className="flex items-start gap-3">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-rose-dark" />
        <div>
          <dt className="font-semibold text-plum">Arrives</dt>
          <dd className="text-plum-soft">{there}</dd>
        </div>
      </div>
      {own && (
        <div className="pl-8">
          <dt className="font-semibold text-plum">On your clock</dt>
          <dd className="text-plum-soft">{own}</dd>
        </div>
      )}
    </dl>
  );
}
