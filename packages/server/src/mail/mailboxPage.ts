import { escapeHtml } from './messages.ts';
import type { OutboxMessage } from './outbox.ts';

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:16px;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:8px;border-bottom:1px solid #ccc;vertical-align:top}
a{color:#0b57a4}a:focus{outline:3px solid #f5b800;outline-offset:2px}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f4f4f4;padding:12px}
.note{background:#fff6d6;border-left:5px solid #f5b800;padding:8px 12px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body></html>`;
}

const when = (d: Date) => new Date(d).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

/** The list: one row per message, newest first, each linking to the message. */
export function mailboxListPage(messages: OutboxMessage[], to: string | undefined): string {
  const rows = messages
    .map(
      (m) => `<tr><td>${escapeHtml(when(m.created_at))}</td><td>${escapeHtml(m.to_address)}</td>
<td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
    )
    .join('\n');
  return page(
    'Development mailbox',
    `<h1>Development mailbox</h1>
<p class="note">No SMTP_URL is configured, so the e-mails this server sends are kept here instead of being delivered.</p>
<form method="get" action="/dev/mailbox"><label for="to">Recipient</label> <input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}"> <button type="submit">Filter</button></form>
${messages.length ? `<table><caption>${messages.length} message${messages.length === 1 ? '' : 's'}</caption><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No messages yet.</p>'}`,
  );
}

/** Text body with its http(s) links made clickable (everything else escaped). */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, i) => (i % 2 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

/** One message: its headers and text body (the text part is shown, never the message's own HTML). */
export function mailboxMessagePage(m: OutboxMessage): string {
  return page(
    m.subject,
    `<p><a href="/dev/mailbox">Back to the mailbox</a></p>
<h1>${escapeHtml(m.subject)}</h1>
<dl><dt>From</dt><dd>${escapeHtml(m.from_address)}</dd><dt>To</dt><dd>${escapeHtml(m.to_address)}</dd><dt>Sent</dt><dd>${escapeHtml(when(m.created_at))}</dd></dl>
<pre>${linkify(m.text_body)}</pre>
<details><summary>Raw message</summary><pre>${escapeHtml(m.raw)}</pre></details>`,
  );
}
