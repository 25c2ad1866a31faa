import {
  CARD_REPORT_DETAILS_MAX,
  CARD_REPORT_REASON_LABELS,
  CARD_REPORT_REASONS,
  type CardReportReason,
} from '@greetly/domain/catalog/card-reports';
import { Flag } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../components/dialogs/dialog';
import { Button } from '../../components/ui/button';
import { requestFailureMessage } from '../session/account-errors';
import { loadRecipientApi } from './recipient-card';

/**
 * 'Report this card': a recipient tells Greetly a card is spam, abuse, or not meant for them.
 * The report is kept for admins; the sender is not told. Stopping cards is in the mail's footer.
 */
export function ReportCard({ token }: { token: string }) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState<CardReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [isSending, setIsSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError('Choose what is wrong with this card.');
      return;
    }
    setIsSending(true);
    try {
      const { reportCard } = await loadRecipientApi();
      setDone((await reportCard(token, { reason, details })).message);
      setError('');
    } catch (failure) {
      setError(requestFailureMessage(failure));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-plum-soft underline underline-offset-4 hover:text-rose-dark"
      >
        <Flag aria-hidden="true" className="size-4" />
        Report this card
      </button>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} title="Report this card">
        {done ? (
          <div>
            <p role="status" className="text-plum">
              {done}
            </p>
            <Button className="mt-5" onClick={() => setIsOpen(false)} data-autofocus>
              Close
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-5">
            <fieldset aria-describedby={error ? `${id}-error` : undefined}>
              <legend className="font-semibold text-plum">What is wrong with it?</legend>
              <div className="mt-3 grid gap-2">
                {CARD_REPORT_REASONS.map((option) => (
                  <label
                    key={option}
                    className="flex cursor-pointer items-center gap-3 rounded-2xl bg-white px-4 py-3 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-rose"
                  >
                    <input
                      type="radio"
                      name={`${id}-reason`}
                      value={option}
                      checked={reason === option}
                      onChange={() => {
                        setReason(option);
                        setError('');
                      }}
                      className="size-4 accent-rose"
                    />
                    {CARD_REPORT_REASON_LABELS[option]}
                  </label>
                ))}
              </div>
            </fieldset>
            <div>
              <label htmlFor={`${id}-details`} className="font-semibold text-plum">
                Anything we should know? (optional)
              </label>
              <textarea
                id={`${id}-details`}
                rows={3}
                maxLength={CARD_REPORT_DETAILS_MAX}
                value={details}
                onChange={(event) => setDetails(event.target.value)}
                className="mt-2 w-full rounded-2xl border-2 border-line bg-white px-4 py-3 focus:border-rose focus:outline-none"
              />
            </div>
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-rose-dark">
                {error}
              </p>
            )}
            <Button type="submit" disabled={isSending} aria-busy={isSending}>
              Send report
            </Button>
          </form>
        )}
      </Dialog>
    </>
  );
}
