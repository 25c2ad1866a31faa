import { isKnownTimeZone, scheduleInstant } from '@greetly/domain';
import { CalendarClock } from 'lucide-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '../../../components/forms/text-field';
import { formatMoment } from '../../../lib/time-zones';
import type { ScheduleValues } from '../wizard/card-values';
import { TimeZoneCombobox } from './time-zone-combobox';

/** Today's date in a zone as YYYY-MM-DD, the date input's format. */
function todayIn(zone: string): string | undefined {
  if (!isKnownTimeZone(zone)) return undefined;
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
}

/** The chosen moment on the sender's own clock, when it can be worked out. */
function momentForSender(
  values: Pick<ScheduleValues, 'timezone' | 'scheduleDate' | 'scheduleTime'>,
) {
  const { timezone, scheduleDate, scheduleTime } = values;
  if (!scheduleDate || !scheduleTime || !isKnownTimeZone(timezone)) return undefined;
  try {
    const instant = scheduleInstant({ date: scheduleDate, time: scheduleTime, timezone });
    return formatMoment(instant);
  } catch {
    return undefined;
  }
}

/** When the card arrives: the recipient's time zone, the date and the time there. */
export function ScheduleMomentFields() {
  const { control, register, formState } = useFormContext<ScheduleValues>();
  const [timezone, scheduleDate, scheduleTime] = useWatch({
    control,
    name: ['timezone', 'scheduleDate', 'scheduleTime'],
  });
  const forSender = momentForSender({ timezone, scheduleDate, scheduleTime });
  const { errors } = formState;

  return (
    <div className="space-y-5 rounded-2xl bg-cream-deep/60 p-4 sm:p-5">
      <p className="flex items-center gap-2 font-semibold text-plum">
        <CalendarClock aria-hidden="true" className="size-5 text-rose-dark" />
        When should it arrive?
      </p>
      <Controller
        control={control}
        name="timezone"
        // The future check is reported on the time; a new zone or date may settle it.
        rules={{ deps: ['scheduleTime'] }}
        render={({ field, fieldState }) => (
          <TimeZoneCombobox
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Date"
          type="date"
          min={todayIn(timezone)}
          error={errors.scheduleDate?.message}
          {...register('scheduleDate', { deps: ['scheduleTime'] })}
        />
        <TextField
          label="Time"
          type="time"
          error={errors.scheduleTime?.message}
          {...register('scheduleTime')}
        />
      </div>
      <p aria-live="polite" className="min-h-6 text-sm text-plum-soft">
        {forSender && (
          <>
            That is <strong className="font-semibold text-plum">{forSender}</strong> for you.
          </>
        )}
      </p>
    </div>
  );
}
