// Issue 7 point 14 (first half): bodies past 256 KB are refused before anything reads them.
import { testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

describe('ISSUE-7.14 request body size limit', () => {
  // First: a refused upload may leave its keep-alive connection closing under the next request.
  it('a body just under the limit is read as usual', async () => {
    const r = await t.json('/api/auth/customer/login', {
      body: JSON.stringify({ username: 'demo@example.com', password: 'Password123!', padding: 'x'.repeat(200 * 1024) }),
    });
    expect(r.status).toBe(200);
  });

  it('a body over 256 KB answers 413 in the JSON error shape', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(256 * 1024), password: 'a' });
    const r = await t.json('/api/auth/customer/login', { body: big });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ message: 'The request body is too large (the limit is 256 KB).' });
  });

  it('a streamed (chunked) body over the limit is refused too', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 5) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const r = await fetch(`${t.url}/api/auth/customer/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(r.status).toBe(413);
    expect((await r.json()).message).toMatch(/too large/);
  });
});
