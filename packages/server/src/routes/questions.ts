import { z } from 'zod';
import type { App, Ctx } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';
import { iso } from '../presentation/wire.ts';
import {
  answerCartQuestions,
  saveScheduleAnswers,
  scheduleOfActivity,
  scheduleOfOccurrence,
} from '../domain/questions/customQuestionAnswers.ts';
import { previousAttendees, signWaivers } from '../domain/questions/questionWaivers.ts';
import { actors } from '../auth/actors.ts';
import { cartResponse } from '../http/cartResponse.ts';

const answer = z.object({
  cart_item_id: z.coerce.number().int().min(1).optional(),
  custom_question_id: z.coerce.number().int().min(1),
  answer: z.unknown().optional(),
  answers: z.array(z.unknown()).optional(),
});
const answersBody = z.object({
  answers: z.array(answer).min(1, 'At least one answer is required.'),
  selected_user_id: z.number().int().min(1).nullable().optional(),
});

/**
 * Custom question answers sent apart from the add call (flows §7, decision C5), previous attendees
 * and question waivers (the attendee waiver step).
 */
export default function register(app: App): void {
  route(
    app,
    {
      method: 'post',
      path: '/api/activities/cart/:cartId/questions',
      summary: 'Answer the custom questions of basket items',
      tags: ['questions', 'carts'],
      auth: 'user',
      params: z.object({ cartId: z.string().min(1) }),
      body: answersBody,
    },
    async (c, { params, body }) => {
      const a = await actors(c, body.selected_user_id ?? undefined);
      const db = c.get('deps').db;
      await answerCartQuestions(db, params.cartId, a.customer.id, body.answers);
      return cartResponse(c, db, a.customer);
    },
  );

  const saveAnswers = async (c: Ctx, scheduleId: string | null, body: z.output<typeof answersBody>) => {
    const a = await actors(c, body.selected_user_id ?? undefined);
    const saved = await saveScheduleAnswers(c.get('deps').db, scheduleId, a.customer.id, body.answers);
    return ok(
      c,
      saved.map(({ createdAt, ...answer }) => ({ ...answer, created_at: iso(createdAt) })),
      { status: 201 },
    );
  };

  route(
    app,
    {
      method: 'post',
      path: '/api/activities/occurrences/:id/questions/answers',
      summary: 'Answer the custom questions of an occurrence (non-numeric id)',
      tags: ['questions'],
      auth: 'user',
      params: z.object({ id: z.string().min(1) }),
      body: answersBody,
    },
    async (c, { params, body }) => {
      const client = await currentClient(c);
      return saveAnswers(c, await scheduleOfOccurrence(c.get('deps').db, client.id, params.id), body);
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/activities/:activityId/questions/answers',
      summary: 'Answer the custom questions of an activity (numeric id)',
      tags: ['questions'],
      auth: 'user',
      params: z.object({ activityId: z.coerce.number().int().min(1) }),
      body: answersBody,
    },
    async (c, { params, body }) => {
      const client = await currentClient(c);
      return saveAnswers(c, await scheduleOfActivity(c.get('deps').db, client.id, params.activityId), body);
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/:restriction/question-waivers/previous-attendees',
      summary: 'People the customer books for, with whether they signed this waiver',
      tags: ['questions', 'restrictions'],
      auth: 'user',
      params: z.object({ restriction: z.coerce.number().int().min(1) }),
      query: z.object({
        query: z.string().max(255).optional(),
        selected_user_id: z.coerce.number().int().min(1).optional(),
      }),
    },
    async (c, { params, query }) => {
      const { customer } = await actors(c, query.selected_user_id);
      const rows = await previousAttendees(c.get('deps').db, customer, params.restriction, query.query?.trim() || null);
      return ok(
        c,
        rows.map((r) => ({
          id: r.id,
          first_name: r.first_name,
          last_name: r.last_name,
          name: `${r.first_name} ${r.last_name}`,
          date_of_birth: r.date_of_birth,
          relationship: r.relationship,
          waiver_signed: r.signed_at !== null,
          signed_at: iso(r.signed_at),
        })),
      );
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/question-waivers',
      summary: 'Sign waivers for attendees',
      tags: ['questions', 'restrictions'],
      auth: 'user',
      body: z.object({
        waivers: z
          .array(
            z.object({
              user_id: z.coerce.number().int().min(1),
              restriction_id: z.coerce.number().int().min(1),
              agreed: z.boolean().default(true),
            }),
          )
          .min(1, 'At least one waiver is required.'),
        selected_user_id: z.number().int().min(1).nullable().optional(),
      }),
    },
    async (c, { body }) => {
      const a = await actors(c, body.selected_user_id ?? undefined);
      const out = await signWaivers(c.get('deps').db, a.actor, a.customer, body.waivers, c.get('deps').now());
      return ok(c, out, { status: 201 });
    },
  );
}
