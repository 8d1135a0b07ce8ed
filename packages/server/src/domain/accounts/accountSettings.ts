import type { MailSettings } from '../../mail/transport.ts';

/** What account flows need from the configuration: mail, session length, and the public origin for links. */
export type AccountSettings = MailSettings & { sessionDays: number; publicUrl: string };
