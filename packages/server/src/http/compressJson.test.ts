import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { MIN_BYTES } from './compressJson.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

/** A raw GET (fetch would decompress behind our back and hide the encoding). */
function get(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.get(`${t.url}${path}`, { headers: { 'X-Client-Domain': 'riverside-leisure', ...headers } });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

const COURSES = '/api/v1/activities/courses';

describe('JSON answers are compressed for clients that accept it (issue 12)', () => {
  it('brotli first, gzip next, identity otherwise: the same JSON each way, keyed by Accept-Encoding', async () => {
    const plain = await get(COURSES, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.body.length).toBeGreaterThan(MIN_BYTES);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);

    const br = await get(COURSES, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));

    const gz = await get(COURSES, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(plain.body.toString()));

    const refused = await get(COURSES, { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers as they are', async () => {
    const small = await get('/api/client', { 'Accept-Encoding': 'br' });
    expect(small.headers['content-type']).toMatch(/json/);
    expect(small.body.length).toBeLessThan(MIN_BYTES);
    expect(JSON.parse(small.body.toString())).toBeTruthy();
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('weakens a compressed answer ETag, and that tag still earns a 304', async () => {
    const date = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    const path = `/api/venue/riverside/activity/yoga/v2/timetable?date=${date}`;
    const first = await get(path, { 'Accept-Encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/"/);
    const again = await get(path, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.body.length).toBe(0);
    // A client that takes no compression keeps strong tags, and its copy is confirmed the same way.
    const plain = await get(path, {});
    expect(plain.headers.etag).toBe(etag.slice(2));
    expect((await get(path, { 'If-None-Match': plain.headers.etag! })).status).toBe(304);
  });
});
