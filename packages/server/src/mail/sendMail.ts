import type { Db } from '../db/db.ts';
import { mailTransport, type MailSettings } from './transport.ts';

export type MailKind =
  | 'password_reset'
  | 'welcome'
  | 'order_confirmation'
  | 'waitlist_place'
  | 'course_waitlist_place'
  | 'class_cancelled'
  | 'bookings_cancelled';

export interface Mail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends one message: over SMTP when configured, else into `mail_outbox`. Throws when SMTP fails. */
export async function sendMail(db: Db, settings: MailSettings, mail: Mail, now: Date): Promise<void> {
  const transport = mailTransport(settings);
  const message = { from: settings.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
  const info = await transport.transporter.sendMail(message);
  if (transport.kind === 'smtp') return;
  const raw = Buffer.isBuffer(info.message) ? info.message.toString('utf8') : String(info.message ?? '');
  await db.query(
    `INSERT INTO mail_outbox (kind, from_address, to_address, subject, text_body, html_body, raw, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [mail.kind, settings.mailFrom, mail.to, mail.subject, mail.text, mail.html ?? null, raw, now],
  );
}

/**
 * For mail that must never fail what the person was doing (a confirmation after an order or a sign-up):
 * a sending error is logged and swallowed. Answers whether the message went.
 */
export async function sendMailSafely(db: Db, settings: MailSettings, mail: Mail, now: Date): Promise<boolean> {
  try {
    await sendMail(db, settings, mail, now);
    return true;
  } catch (err) {
    console.error(`[mail] could not send ${mail.kind} to ${mail.to}:`, err);
    return false;
  }
}
