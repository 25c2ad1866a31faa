import { cardReplySchema, REPLY_MAX_LENGTH } from '@greetly/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api';
import { sendReply } from './recipient-api';

/** The recipient's one thank-you note to the sender. */
export function ReplyForm({
  token,
  existingReply,
  senderLabel,
}: {
  token: string;
  existingReply: string | null;
  senderLabel: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [sentNow, setSentNow] = useState<string | null>(null);
  const sent = sentNow ?? existingReply;

  if (sent) {
    return (
      <div
        className="rounded-3xl border border-line bg-white p-6 text-center shadow-soft"
        role="status"
      >
        <p className="font-display text-xl font-bold">Your thank-you is on its way</p>
        <p className="mt-2 text-plum-soft">“{sent}”</p>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = cardReplySchema.safeParse({ message: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Write a few words of thanks.');
      return;
    }
    setError(null);
    setIsSending(true);
    sendReply(token, parsed.data.message).then(
      (answer) => {
        setIsSending(false);
        setSentNow(answer.card.reply);
      },
      (failure: unknown) => {
        setIsSending(false);
        setError(
          failure instanceof ApiRequestError
            ? failure.message
            : 'Network error. Please check your connection.',
        );
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="rounded-3xl border border-line bg-white p-6 shadow-soft"
    >
      <label htmlFor={id} className="font-display text-xl font-bold">
        Say thank you to {senderLabel}
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={REPLY_MAX_LENGTH}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help`}
        className="mt-3 w-full rounded-2xl border-2 border-line bg-cream px-4 py-3 focus:border-rose focus:outline-none"
        placeholder="This made my day!"
      />
      <div id={`${id}-help`} className="mt-1 flex justify-between text-sm text-plum-soft">
        <span
          role={error ? 'alert' : undefined}
          className={error ? 'font-medium text-rose-dark' : ''}
        >
          {error ?? 'You can send one reply.'}
        </span>
        <span>
          {text.length} / {REPLY_MAX_LENGTH}
        </span>
      </div>
      <Button type="submit" className="mt-4" disabled={isSending}>
        {isSending ? 'Sending…' : 'Send my thanks'}
      </Button>
    </form>
  );
}
