import nodemailer, { type Transporter } from 'nodemailer';

/** What the mail module needs from the configuration. */
export interface MailSettings {
  /** SMTP when set (`smtp://user:pass@host:587`, `smtps://...`); otherwise the outbox table. */
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
}

export type MailTransport = { kind: 'smtp'; transporter: Transporter } | { kind: 'outbox'; transporter: Transporter };

// One pooled SMTP connection set per URL: a transporter holds sockets, not application state.
const smtpTransporters = new Map<string, Transporter>();

/**
 * SMTP_URL set: a real SMTP transport. Unset: nodemailer's stream transport builds the full message
 * (headers, MIME parts) without sending it, and the caller files it in the outbox for /dev/mailbox.
 */
export function mailTransport(settings: Pick<MailSettings, 'smtpUrl'>): MailTransport {
  if (settings.smtpUrl) {
    let transporter = smtpTransporters.get(settings.smtpUrl);
    if (!transporter) {
      transporter = nodemailer.createTransport(settings.smtpUrl);
      smtpTransporters.set(settings.smtpUrl, transporter);
    }
    return { kind: 'smtp', transporter };
  }
  return {
    kind: 'outbox',
    transporter: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  };
}
