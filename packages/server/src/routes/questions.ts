import { z } from 'zod';
import { mayActFor } from '../auth/access.ts';
import type { App, Ctx } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { forbidden, notFound, unprocessable } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';
import { iso } from '../presentation/wire.ts';
import { loadQuestions } from '../domain/courses/courseRepository.ts';
import { answerErrors } from '../domain/carts/itemValidation.ts';
import { INDUCTION_BY_STAFF, isInduction, RESTRICTION_INVALID } from '../domain/checkout/waiverChecks.ts';
import { actors } from '../auth/actors.ts';
import { cartResponse } from '../http/cartResponse.ts';

const answer = z.object({
  cart_item_id: z.coerce.number().int().min(1).optional(),
  custom_question_id: z.coerce.number().int().min(1),
  answer: z.unknown().optional(),
  answers: z.array(z.unknown()).optional(),
});
const answersBody = z.object({ answers: z.array(answer).min(1, 'At least one answer is required.'), selected_user_id: z.number().int().min(1).nullable().optional() });

/**
 * Custom question answers sent apart from the add call (flows §7, decision C5), previous attendees
 * and question waivers (the attendee waiver step).
 */
export default function register(app: App): void {
  route(app, { method: 'post', path: '/api/activities/cart/:cartId/questions', summary: 'Answer the custom questions of basket items', tags: ['questions', 'carts'], auth: 'user', params: z.object({ cartId: z.string().min(1) }), body: answersBody }, async (c, { params, body }) => {
    const a = await actors(c, body.selected_user_id ?? undefined);
    const db = c.var.deps.db;
    await db.transaction(async (tx) => {
      const cart = await tx.one<{ id: number }>(`SELECT id FROM carts WHERE (id::text = $1 OR uuid::text = $1) AND user_id = $2 AND status = 'open' FOR UPDATE`, [params.cartId, a.customer.id]);
      if (!cart) throw notFound();
      const items = await tx.query<{ id: number; schedule_id: string; purchased_for_user_id: number | null }>(
        'SELECT id, schedule_id, purchased_for_user_id FROM cart_items WHERE cart_id = $1 AND parent_item_id IS NULL AND schedule_id IS NOT NULL',
        [cart.id],
      );
      const errors: Record<string, string[]> = {};
      for (const [i, ans] of body.answers.entries()) {
        const item = ans.cart_item_id ? items.find((x) => x.id === ans.cart_item_id) : items.length === 1 ? items[0] : undefined;
        if (!item) {
          errors[`answers.${i}.cart_item_id`] = ['The selected cart item id is invalid.'];
          continue;
        }
        const questions = (await loadQuestions(tx, [item.schedule_id])).filter((q) => q.question_id === ans.custom_question_id);
        Object.assign(errors, answerErrors(`answers.${i}`, questions, [ans]));
        if (Object.keys(errors).length) continue;
        await tx.query('DELETE FROM custom_question_answers WHERE cart_item_id = $1 AND question_id = $2', [item.id, ans.custom_question_id]);
        await tx.query('INSERT INTO custom_question_answers (question_id, user_id, cart_item_id, answer) VALUES ($1, $2, $3, $4)', [
          ans.custom_question_id, item.purchased_for_user_id ?? a.customer.id, item.id, JSON.stringify(ans.answers !== undefined ? { answers: ans.answers } : { answer: ans.answer ?? null }),
        ]);
      }
      if (Object.keys(errors).length) throw unprocessable(errors);
    });
    return cartResponse(c, db, a.customer);
  });

  const saveAnswers = async (c: Ctx, scheduleId: string | null, body: z.output<typeof answersBody>) => {
    const a = await actors(c, body.selected_user_id ?? undefined);
    if (!scheduleId) throw unprocessable({ answers: ['This activity has no custom questions.'] });
    const db = c.var.deps.db;
    const questions = await loadQuestions(db, [scheduleId]);
    const errors = answerErrors('answers', questions.filter((q) => body.answers.some((x) => x.custom_question_id === q.question_id) || q.required), body.answers);
    if (Object.keys(errors).length) throw unprocessable(errors);
    const saved = [];
    for (const ans of body.answers) {
      const row = await db.one<{ id: number; created_at: Date }>('INSERT INTO custom_question_answers (question_id, user_id, answer) VALUES ($1, $2, $3) RETURNING id, created_at', [
        ans.custom_question_id, a.customer.id, JSON.stringify(ans.answers !== undefined ? { answers: ans.answers } : { answer: ans.answer ?? null }),
      ]);
      saved.push({ id: row!.id, custom_question_id: ans.custom_question_id, ...(ans.answers !== undefined ? { answers: ans.answers } : { answer: ans.answer ?? null }), created_at: iso(row!.created_at) });
    }
    return ok(c, saved, { status: 201 });
  };

  route(app, { method: 'post', path: '/api/activities/occurrences/:id/questions/answers', summary: 'Answer the custom questions of an occurrence (non-numeric id)', tags: ['questions'], auth: 'user', params: z.object({ id: z.string().min(1) }), body: answersBody }, async (c, { params, body }) => {
    const client = await currentClient(c);
    const occ = await c.var.deps.db.one<{ schedule_id: string | null }>(`SELECT schedule_id FROM occurrences WHERE ${/^\d+$/.test(params.id) ? 'legacy_id = $1::int' : 'id = $1'} AND client_id = $2`, [params.id, client.id]);
    if (!occ) throw notFound();
    return saveAnswers(c, occ.schedule_id, body);
  });

  route(app, { method: 'post', path: '/api/activities/:activityId/questions/answers', summary: 'Answer the custom questions of an activity (numeric id)', tags: ['questions'], auth: 'user', params: z.object({ activityId: z.coerce.number().int().min(1) }), body: answersBody }, async (c, { params, body }) => {
    const client = await currentClient(c);
    const s = await c.var.deps.db.one<{ id: string }>(
      `SELECT s.id FROM schedules s WHERE s.activity_id = $1 AND s.client_id = $2 ORDER BY s.starts_at DESC NULLS LAST LIMIT 1`,
      [params.activityId, client.id],
    );
    const activity = await c.var.deps.db.one('SELECT 1 FROM activities WHERE id = $1 AND client_id = $2', [params.activityId, client.id]);
    if (!activity && !s) throw notFound();
    return saveAnswers(c, s?.id ?? null, body);
  });

  route(
    app,
    { method: 'get', path: '/api/:restriction/question-waivers/previous-attendees', summary: 'People the customer books for, with whether they signed this waiver', tags: ['questions', 'restrictions'], auth: 'user', params: z.object({ restriction: z.coerce.number().int().min(1) }), query: z.object({ query: z.string().max(255).optional(), selected_user_id: z.coerce.number().int().min(1).optional() }) },
    async (c, { params, query }) => {
      const { customer } = await actors(c, query.selected_user_id);
      const db = c.var.deps.db;
      const restriction = await db.one('SELECT 1 FROM restrictions WHERE id = $1 AND client_id = $2', [params.restriction, customer.client_id]);
      if (!restriction) throw notFound();
      const rows = await db.query<{ id: number; first_name: string; last_name: string; date_of_birth: string | null; signed_at: Date | null; relationship: string | null }>(
        `SELECT u.id, u.first_name, u.last_name, u.date_of_birth, ur.satisfied_at AS signed_at, l.relationship
           FROM users u
           LEFT JOIN user_links l ON l.user_id = $1 AND l.linked_user_id = u.id AND l.status = 'successful'
           LEFT JOIN user_restrictions ur ON ur.user_id = u.id AND ur.restriction_id = $2
          WHERE (u.id = $1 OR l.id IS NOT NULL) AND ($3::text IS NULL OR (u.first_name || ' ' || u.last_name) ILIKE '%' || $3 || '%')
          ORDER BY (u.id = $1) DESC, u.first_name, u.last_name`,
        [customer.id, params.restriction, query.query?.trim() || null],
      );
      return ok(c, rows.map((r) => ({ id: r.id, first_name: r.first_name, last_name: r.last_name, name: `${r.first_name} ${r.last_name}`, date_of_birth: r.date_of_birth, relationship: r.relationship, waiver_signed: r.signed_at !== null, signed_at: iso(r.signed_at) })));
    },
  );

  route(
    app,
    { method: 'post', path: '/api/question-waivers', summary: 'Sign waivers for attendees', tags: ['questions', 'restrictions'], auth: 'user', body: z.object({ waivers: z.array(z.object({ user_id: z.coerce.number().int().min(1), restriction_id: z.coerce.number().int().min(1), agreed: z.boolean().default(true) })).min(1, 'At least one waiver is required.'), selected_user_id: z.number().int().min(1).nullable().optional() }) },
    async (c, { body }) => {
      const a = await actors(c, body.selected_user_id ?? undefined);
      const db = c.var.deps.db;
      const now = c.var.deps.now();
      const out = [];
      for (const [i, w] of body.waivers.entries()) {
        if (!w.agreed) throw unprocessable({ [`waivers.${i}.agreed`]: ['The waiver must be agreed.'] });
        if (!(await mayActFor(db, a.customer, w.user_id)) && a.actor.role !== 'staff') throw forbidden();
        const r = await db.one<{ type: string }>('SELECT type FROM restrictions WHERE id = $1 AND client_id = $2', [w.restriction_id, a.customer.client_id]);
        if (!r) throw unprocessable({ [`waivers.${i}.restriction_id`]: [RESTRICTION_INVALID] });
        if (isInduction(r.type) && a.actor.role !== 'staff') throw unprocessable({ [`waivers.${i}.restriction_id`]: [INDUCTION_BY_STAFF] });
      }
      for (const w of body.waivers) {
        await db.query('INSERT INTO user_restrictions (user_id, restriction_id, signed_by_user_id, satisfied_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [w.user_id, w.restriction_id, a.actor.id, now]);
        out.push({ user_id: w.user_id, restriction_id: w.restriction_id, satisfied: true });
      }
      return ok(c, out, { status: 201 });
    },
  );
}
