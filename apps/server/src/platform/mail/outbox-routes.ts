import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { isDirectLocalRequest } from '../http/client-address.ts';
import { sendApiNotFound } from '../http/errors.ts';
import { escapeHtml } from './html.ts';

interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  date: string;
  html: string;
}

function readOutbox(dir: string): OutboxEntry[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as OutboxEntry);
}

const page = (
  title: string,
  body: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;background:#fff8f0;color:#2b1838;margin:0;padding:24px">
<main style="max-width:900px;margin:auto">${body}</main></body></html>`;

/**
 * Development only: lists the mails written to the outbox so a person can open their links.
 * The mails hold password-reset and sign-in links, so only this machine may read them: a request
 * from anywhere else (or through a proxy) gets the same 404 as on a production server.
 */
export const outboxRoutes: FastifyPluginAsync<{ outboxDir: string }> = async (
  app,
  { outboxDir },
) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isDirectLocalRequest(request)) return sendApiNotFound(request, reply);
  });
  app.get('/dev/outbox', async (_request, reply) => {
    const rows = readOutbox(outboxDir)
      .map(
        (
          mail,
        ) => `<tr><td style="padding:8px;border-bottom:1px solid #ead9cc">${escapeHtml(new Date(mail.date).toLocaleString('en-GB'))}</td>
<td style="padding:8px;border-bottom:1px solid #ead9cc">${escapeHtml(mail.to)}</td>
<td style="padding:8px;border-bottom:1px solid #ead9cc"><a style="color:#a3243a" href="/dev/outbox/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject)}</a></td></tr>`,
      )
      .join('');
    const body = `<h1>Outbox</h1><p>Mails the app would have sent. Set <code>SMTP_URL</code> to send them for real.</p>
${rows ? `<table style="width:100%;border-collapse:collapse"><thead><tr><th style="text-align:left;padding:8px">When</th><th style="text-align:left;padding:8px">To</th><th style="text-align:left;padding:8px">Subject</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No mail yet.</p>'}`;
    return reply.type('text/html').send(page('Outbox', body));
  });

  app.get<{ Params: { id: string } }>('/dev/outbox/:id', async (request, reply) => {
    const mail = readOutbox(outboxDir).find((entry) => entry.id === request.params.id);
    if (!mail)
      return reply.status(404).type('text/html').send(page('Not found', '<h1>No such mail</h1>'));
    return reply.type('text/html').send(mail.html);
  });
};
