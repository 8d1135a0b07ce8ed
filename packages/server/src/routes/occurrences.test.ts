import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let staff: string;
let alex: string;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await testApp();
  [staff, alex] = await Promise.all([t.login('staff@example.com'), t.login('demo@example.com')]);
});

describe('occurrence list', () => {
  it('OCC-025 API occurrence list returns a data array for a venue and window', async () => {
    const r = await t.json(`/api/v1/activities/occurrences?venue_ids[]=riverside&starts_after=${day(1)}T00:00:00Z&starts_before=${day(2)}T00:00:00Z`);
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body.data)).toBe(true);
    expect(r.body.data.length).toBeGreaterThan(5);
    expect(r.body.checksum).toMatch(/^[0-9a-f]{40}$/);
  });
});
