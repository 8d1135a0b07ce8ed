import type { z } from 'zod';
import type { waitlistEntrySchema } from '@venue/core/contract';
import { timeValue } from '../../presentation/wire.ts';
import type { WaitlistEntryRow } from './waitlist.ts';

export function presentWaitlistEntry(e: WaitlistEntryRow): z.infer<typeof waitlistEntrySchema> {
  return {
    id: e.uuid,
    user_id: e.user_id,
    first_name: e.first_name,
    last_name: e.last_name,
    email: e.email ?? '',
    occurrence: { occurrence_id: e.occurrence_id, name: e.name },
    starts_at: timeValue(new Date(e.starts_at), e.timezone),
    created_at: new Date(e.created_at).toISOString(),
    position: Number(e.position),
  };
}
