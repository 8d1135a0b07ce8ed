import { loadConfig } from '../config.ts';
import type { MailSettings } from './transport.ts';

let override: MailSettings | null = null;

/**
 * The mail settings for code that has no request context (the order hook inside checkout): the
 * process's configuration (SMTP_URL, MAIL_FROM, PUBLIC_URL). Routes pass `c.var.deps.config` instead.
 */
export function processMailSettings(): MailSettings {
  return override ?? loadConfig();
}

/** Tests point the order hook at another transport (null restores the process's configuration). */
export function setProcessMailSettings(settings: MailSettings | null): void {
  override = settings;
}
