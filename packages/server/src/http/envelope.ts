import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { forReader } from './staffWording.ts';

/** sha1 hex of the JSON of data: the `checksum` of the `{data, checksum}` envelope. */
export function checksum(data: unknown): string {
  return sha1Hex(JSON.stringify(data ?? null));
}

function sha1Hex(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

/**
 * The `{data, checksum, meta?}` envelope as JSON text with its checksum, with data serialised once
 * (issue 12: the same text feeds the hash and the body). Same bytes as JSON.stringify of the object.
 */
export function envelopeText(data: unknown, meta?: Record<string, unknown>): { text: string; checksum: string } {
  if (data === undefined) {
    const sum = checksum(data);
    return { text: JSON.stringify({ data, checksum: sum, ...(meta ? { meta } : {}) }), checksum: sum };
  }
  const json = JSON.stringify(data);
  const sum = sha1Hex(json);
  const tail = meta ? `,"meta":${JSON.stringify(meta)}` : '';
  return { text: `{"data":${json},"checksum":"${sum}"${tail}}`, checksum: sum };
}

export interface PaginationMeta {
  previous_page: number | null;
  current_page: number;
  next_page: number | null;
  records_per_page: number;
  records_on_current_page: number;
  first_record_on_page: number | null;
  last_record_on_page: number | null;
  total_records: number;
  total_pages: number;
}

/** Every `meta.pagination` field (contracts §7) from page, page size, total and the rows on this page. */
export function pagination(page: number, perPage: number, total: number, onPage: number): PaginationMeta {
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const first = onPage > 0 ? (page - 1) * perPage + 1 : null;
  return {
    previous_page: page > 1 ? Math.min(page - 1, totalPages) : null,
    current_page: page,
    next_page: page < totalPages ? page + 1 : null,
    records_per_page: perPage,
    records_on_current_page: onPage,
    first_record_on_page: first,
    last_record_on_page: first === null ? null : first + onPage - 1,
    total_records: total,
    total_pages: totalPages,
  };
}

/** LIMIT/OFFSET for a page; bypass returns everything on one page. */
export function pageWindow(q: { page: number; per_page: number; bypass_pagination?: boolean | undefined }) {
  if (q.bypass_pagination) return { limit: null as number | null, offset: 0 };
  return { limit: q.per_page, offset: (q.page - 1) * q.per_page };
}

/** `{data, checksum}` (plus `meta` when given). */
export function ok(
  c: Context,
  data: unknown,
  init: { status?: ContentfulStatusCode; meta?: Record<string, unknown> } = {},
) {
  const { text } = envelopeText(forReader(c, data), init.meta);
  return c.body(text, init.status ?? 200, { 'Content-Type': 'application/json' });
}

/** A paged list: `{data, checksum, meta: {pagination, sorting?}}`. */
export function okPaged(
  c: Context,
  rows: unknown[],
  q: { page: number; per_page: number; bypass_pagination?: boolean | undefined },
  total: number,
  sorting?: { sort_by: string; direction: 'ascending' | 'descending' },
) {
  const perPage = q.bypass_pagination ? Math.max(total, 1) : q.per_page;
  const page = q.bypass_pagination ? 1 : q.page;
  const meta: Record<string, unknown> = { pagination: pagination(page, perPage, total, rows.length) };
  if (sorting) meta.sorting = sorting;
  return ok(c, rows, { meta });
}
