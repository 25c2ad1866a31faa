import { type SenderCardSummary, scheduleInstant, scheduleProblem } from '@greetly/domain';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Dialog } from '../../components/dialogs/dialog';
import { Button } from '../../components/ui/button';
import { formatMoment, TIME_ZONES, zoneLabel } from '../../lib/time-zones';

const inputClass =
  'mt-1 w-full rounded-2xl border-2 border-line bg-white px-4 py-2.5 focus:border-rose focus:outline-none';

/** Picks a new moment for a scheduled card, in any time zone, refusing the past. */
export function RescheduleDialog({
  card,
  onClose,
  onSave,
  isSaving,
  serverError,
}: {
  card: SenderCardSummary;
  onClose: () => void;
  onSave: (schedule: NonNullable<SenderCardSummary['schedule']>) => void;
  isSaving: boolean;
  serverError: string | null;
}) {
  const id = useId();
  const zones = useMemo(() => {
    const own = card.schedule?.timezone;
    return own && !TIME_ZONES.includes(own) ? [own, ...TIME_ZONES] : TIME_ZONES;
  }, [card.schedule?.timezone]);
  const [timezone, setTimezone] = useState(card.schedule?.timezone ?? 'Africa/Lagos');
  const [scheduleDate, setDate] = useState(card.schedule?.scheduleDate ?? '');
  const [scheduleTime, setTime] = useState(card.schedule?.scheduleTime ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = scheduleProblem({ timezone, scheduleDate, scheduleTime });
    if (problem) {
      setError(problem.message);
      return;
    }
    setError(null);
    onSave({ timezone, scheduleDate, scheduleTime });
  };

  let preview = '';
  try {
    if (scheduleDate && scheduleTime) {
      const instant = scheduleInstant({ date: scheduleDate, time: scheduleTime, timezone });
      preview = formatMoment(instant);
    }
  } catch {
    preview = '';
  }
  const message = error ?? serverError;

  return (
    <Dialog open onClose={onClose} title={`Reschedule the card to ${card.recipientName}`}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <label htmlFor={`${id}-zone`} className="font-medium">
          Time zone
          <select
            id={`${id}-zone`}
            className={inputClass}
            value={timezone}
            onChange={(e) => setTimezone(e.target.value)}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zoneLabel(zone)}
              </option>
            ))}
          </select>
        </label>
        <div className="grid grid-cols-2 gap-3">
          <label htmlFor={`${id}-date`} className="font-medium">
            Date
            <input
              id={`${id}-date`}
              type="date"
              className={inputClass}
              value={scheduleDate}
              onChange={(e) => setDate(e.target.value)}
            />
          </label>
          <label htmlFor={`${id}-time`} className="font-medium">
            Time
            <input
              id={`${id}-time`}
              type="time"
              className={inputClass}
              value={scheduleTime}
              onChange={(e) => setTime(e.target.value)}
            />
          </label>
        </div>
        {preview && <p className="text-sm text-plum-soft">That is {preview} for you.</p>}
        {message && (
          <p role="alert" className="font-medium text-rose-dark">
            {message}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            Keep it
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Saving…' : 'Save new time'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
