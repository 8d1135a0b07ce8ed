import type { Db } from '../db/db.ts';

export interface OutboxMessage {
  id: number;
  kind: string;
  from_address: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  raw: string;
  created_at: Date;
}

/** Newest first; `to` narrows to one recipient (case-insensitive). */
export async function listOutbox(db: Db, opts: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const limit = Math.min(Math.max(opts.limit ?? 100, 1), 500);
  return opts.to
    ? db.query<OutboxMessage>(
        `SELECT * FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT ${limit}`,
        [opts.to],
      )
    : db.query<OutboxMessage>(`SELECT * FROM mail_outbox ORDER BY id DESC LIMIT ${limit}`, []);
}

export async function outboxMessage(db: Db, id: number): Promise<OutboxMessage | undefined> {
  return db.one<OutboxMessage>('SELECT * FROM mail_outbox WHERE id = $1', [id]);
}
