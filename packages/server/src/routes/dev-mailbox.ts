import type { App } from '../http/app-env.ts';
import { MESSAGES } from '../http/errors.ts';
import { mailboxListPage, mailboxMessagePage } from '../mail/mailboxPage.ts';
import { listOutbox, outboxMessage } from '../mail/outbox.ts';

/**
 * `/dev/mailbox`: the development mailbox. Without SMTP_URL every e-mail lands in `mail_outbox`; this
 * page lets a person trying the product read them (reset links, confirmations). Off (404) when SMTP is
 * configured or NODE_ENV=production.
 */
// The page shows other people's mail: no scripts, no framing, not cached.
const HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Referrer-Policy': 'no-referrer',
};

export default function register(app: App) {
  app.get('/dev/mailbox', async (c) => {
    const { db, config } = c.get('deps');
    if (config.smtpUrl || config.production) return c.json({ message: MESSAGES.notFound }, 404);
    const to = c.req.query('to')?.trim() || undefined;
    return c.html(mailboxListPage(await listOutbox(db, { to }), to), 200, HEADERS);
  });

  app.get('/dev/mailbox/:id{[0-9]{1,9}}', async (c) => {
    const { db, config } = c.get('deps');
    if (config.smtpUrl || config.production) return c.json({ message: MESSAGES.notFound }, 404);
    const message = await outboxMessage(db, Number(c.req.param('id')));
    if (!message) return c.json({ message: MESSAGES.notFound }, 404);
    return c.html(mailboxMessagePage(message), 200, HEADERS);
  });
}
