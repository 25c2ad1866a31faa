import { PRODUCT_NAME, SUPPORT_EMAIL } from '@greetly/domain';
import { escapeHtml } from './html.ts';

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

interface LayoutInput {
  subject: string;
  /** Shown in the inbox list after the subject. */
  preheader: string;
  heading: string;
  /** Paragraphs of plain text (escaped here). */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button, plain text. */
  footnote?: string;
  /** Optional raw HTML block placed above the paragraphs (already escaped by the caller). */
  heroHtml?: string;
}

/** Builds a mail in the product's look (cream card, rose button) with a matching plain-text part. */
export function renderMail(input: LayoutInput): MailContent {
  const paragraphs = input.paragraphs
    .map(
      (p) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#2b1838">${escapeHtml(p)}</p>`,
    )
    .join('');
  const button = input.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(input.action.url)}" style="display:inline-block;background:#c8334a;color:#ffffff;text-decoration:none;font-weight:600;padding:14px 28px;border-radius:999px;font-size:16px">${escapeHtml(input.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#5b4868">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(input.action.url)}" style="color:#a3243a;word-break:break-all">${escapeHtml(input.action.url)}</a></p>`
    : '';
  const footnote = input.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:#5b4868">${escapeHtml(input.footnote)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:0;background:#fff8f0;font-family:Poppins,Segoe UI,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(input.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fff8f0;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 0 20px;text-align:center;font-family:Georgia,serif;font-size:26px;font-weight:700;color:#c8334a">🎁 ${PRODUCT_NAME}</td></tr>
<tr><td style="background:#ffffff;border-radius:24px;padding:36px 32px;border:1px solid #ead9cc">
${input.heroHtml ?? ''}
<h1 style="margin:0 0 20px;font-family:Georgia,serif;font-size:26px;line-height:1.3;color:#2b1838">${escapeHtml(input.heading)}</h1>
${paragraphs}${button}${footnote}
</td></tr>
<tr><td style="padding:20px 8px;text-align:center;font-size:12px;line-height:1.6;color:#5b4868">${PRODUCT_NAME}: cards and gifts that arrive at the right moment.<br>Questions? Write to <a href="mailto:${SUPPORT_EMAIL}" style="color:#a3243a">${SUPPORT_EMAIL}</a>.</td></tr>
</table></td></tr></table></body></html>`;

  const text = [
    input.heading,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    ...(input.footnote ? [input.footnote, ''] : []),
    '--',
    `${PRODUCT_NAME} · ${SUPPORT_EMAIL}`,
  ].join('\n');
  return { subject: input.subject, html, text };
}
