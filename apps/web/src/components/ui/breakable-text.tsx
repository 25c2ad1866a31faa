import { Fragment } from 'react';

/**
 * Text such as an e-mail address that may be longer than a phone's line: it wraps before an
 * '@' or a '.', where a reader expects it, and only a part still too long for the line wraps
 * anywhere. It never makes the page wider than the screen.
 */
export function BreakableText({ text }: { text: string }) {
  let offset = 0;
  const parts = text.split(/(?=[@.])/).map((part) => {
    const at = offset;
    offset += part.length;
    return { part, at };
  });
  return (
    <span className="wrap-anywhere">
      {parts.map(({ part, at }) => (
        <Fragment key={at}>
          {at > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
