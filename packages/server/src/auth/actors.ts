import type { Ctx } from '../http/app-env.ts';
import type { Channel } from '../domain/capacity/capacity.ts';
import { markActingFor } from '../http/staffWording.ts';
import { userForActor } from './access.ts';
import { actingUser, requireUser, type UserRow } from './session.ts';

export interface Actors {
  actor: UserRow;
  customer: UserRow;
  channel: Channel;
}

const channelOf = (actor: UserRow): Channel => (actor.role === 'staff' ? 'foh' : 'online');

/** Who acts (the logged-in user) and for whom (selected_user_id, honoured for staff only). */
export async function actors(c: Ctx, selectedUserId?: number | null): Promise<Actors> {
  const actor = await requireUser(c);
  const customer = await actingUser(c, selectedUserId ?? undefined);
  return { actor, customer, channel: channelOf(actor) };
}

/** Who acts for the user named in the path (`/users/:userId/...`): themself, or someone they may act for. */
export async function actorsForUser(c: Ctx, userId: number): Promise<Actors> {
  const actor = await requireUser(c);
  const customer = userId === actor.id ? actor : await userForActor(c.get('deps').db, actor, userId);
  // Staff read the customer's facts about the customer; a guardian booking for a linked child is still "you".
  if (customer.id !== actor.id && actor.role === 'staff') markActingFor(c, customer.id);
  return { actor, customer, channel: channelOf(actor) };
}
