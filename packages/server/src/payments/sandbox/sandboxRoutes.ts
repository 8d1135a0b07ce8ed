import { z } from 'zod';
import { hasControlCharacters } from '@venue/core/contract';
import { requireUser } from '../../auth/session.ts';
import type { App } from '../../http/app-env.ts';
import { route } from '../../http/route.ts';
import { currentClient } from '../../http/tenant.ts';
import { jsonBody } from '../../http/validate.ts';
import { money } from '../../presentation/wire.ts';
import {
  CARD_FIELDS_SCRIPT,
  CHALLENGE_SCRIPT,
  cardFieldsPage,
  challengePage,
  escapeHtml,
  pageSecurityHeaders,
  parseOrigin,
} from './pages.ts';
import { createCardIdentifier, createMerchantSessionKey, liveSessionKey, newCres } from './sandboxService.ts';

function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment</title></head><body><p role="alert">${escapeHtml(message)}</p></body></html>`;
}

const SCRIPT_HEADERS = {
  'Content-Type': 'text/javascript; charset=utf-8',
  'Cache-Control': 'no-cache',
  'X-Content-Type-Options': 'nosniff',
};

/** The sandbox card provider (Opayo Pi style) under /sandbox/opayo/ (conventions "Card payments"). */
export function registerSandboxRoutes(app: App): void {
  route(
    app,
    {
      method: 'post',
      path: '/sandbox/opayo/merchant-session-keys',
      summary: 'Sandbox: a merchant session key (expires after 400 s)',
      tags: ['sandbox'],
      auth: 'user',
    },
    async (c) => {
      const user = await requireUser(c);
      const client = await currentClient(c);
      const key = await createMerchantSessionKey(c.get('deps').db, client.id, user.id, c.get('deps').now());
      return c.json({ merchantSessionKey: key.merchantSessionKey, expiry: key.expiry.toISOString() }, 201);
    },
  );

  app.get('/sandbox/opayo/card-fields.js', (c) => c.body(CARD_FIELDS_SCRIPT, 200, SCRIPT_HEADERS));
  app.get('/sandbox/opayo/challenge.js', (c) => c.body(CHALLENGE_SCRIPT, 200, SCRIPT_HEADERS));

  app.get('/sandbox/opayo/card-fields', async (c) => {
    const parentOrigin = parseOrigin(c.req.query('parent_origin'));
    if (!parentOrigin) return c.html(errorPage('The parent_origin parameter must be an http(s) origin.'), 400);
    const key = await liveSessionKey(c.get('deps').db, c.req.query('merchant_session_key'), c.get('deps').now());
    if (!key)
      return c.body(
        errorPage('Your card session has expired, please try again.'),
        401,
        pageSecurityHeaders(parentOrigin),
      );
    return c.body(
      cardFieldsPage({ merchantSessionKey: key.key, parentOrigin }),
      200,
      pageSecurityHeaders(parentOrigin),
    );
  });

  app.post('/sandbox/opayo/card-identifiers', async (c) => {
    const auth = c.req.header('authorization') ?? '';
    const key = auth.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() : null;
    const body = (await jsonBody(c)) as { cardDetails?: Record<string, unknown> };
    const d = body?.cardDetails ?? {};
    const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
    const result = await createCardIdentifier(
      c.get('deps').db,
      key,
      {
        cardholderName: str(d.cardholderName),
        cardNumber: str(d.cardNumber),
        expiryDate: str(d.expiryDate),
        securityCode: str(d.securityCode),
      },
      c.get('deps').now(),
    );
    if (!result.ok) return c.json({ errors: result.errors }, result.status);
    return c.json(
      { cardIdentifier: result.cardIdentifier, expiry: result.expiry.toISOString(), cardType: result.cardType },
      201,
    );
  });

  app.get('/sandbox/opayo/challenge/:transactionId', async (c) => {
    const parentOrigin = parseOrigin(c.req.query('parent_origin'));
    if (!parentOrigin) return c.html(errorPage('The parent_origin parameter must be an http(s) origin.'), 400);
    const transactionId = c.req.param('transactionId');
    const { db } = c.get('deps');
    const t = hasControlCharacters(transactionId)
      ? undefined
      : await db.one<{ id: string; amount: number; currency: string }>(
          `SELECT id, amount, currency FROM payment_transactions WHERE id::text = $1 AND provider = 'sandbox' AND status = 'sca_required' AND sca_state = 'pending'`,
          [transactionId],
        );
    if (!t) return c.body(errorPage('This payment check is no longer open.'), 404, pageSecurityHeaders(parentOrigin));
    return c.body(
      challengePage({ transactionUuid: t.id, parentOrigin, amountFormatted: money(t.amount, t.currency).formatted }),
      200,
      pageSecurityHeaders(parentOrigin),
    );
  });

  route(
    app,
    {
      method: 'post',
      path: '/sandbox/opayo/challenge/:transactionId/result',
      summary: 'Sandbox: the customer completes or fails the 3-D Secure check',
      tags: ['sandbox'],
      params: z.object({ transactionId: z.string().min(1) }),
      body: z.object({ outcome: z.enum(['complete', 'fail']) }),
    },
    async (c, { params, body }) => {
      const cres = newCres();
      const rows = await c.get('deps').db.query(
        `UPDATE payment_transactions SET sca_state = $2, cres = $3, updated_at = $4
          WHERE id::text = $1 AND provider = 'sandbox' AND status = 'sca_required' AND sca_state = 'pending' RETURNING id`,
        [params.transactionId, body.outcome === 'complete' ? 'completed' : 'failed', cres, c.get('deps').now()],
      );
      if (rows.length === 0) return c.json({ message: 'Unable to complete request, item not found.' }, 404);
      return c.json({ cres, transaction_uuid: params.transactionId });
    },
  );
}
