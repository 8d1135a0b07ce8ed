import { createServer, type AddressInfo, type Server } from 'node:net';
import { createApp } from '../app.ts';
import { createCustomers, occurrenceWithPlaces } from '../testing/commerceFixtures.ts';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { sendMail } from './sendMail.ts';
import { mailTransport } from './transport.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
// Checkout mails with the app's configuration (deps.config); a test may point it elsewhere and this restores it.
let savedSmtpUrl: string | null;
beforeEach(() => {
  savedSmtpUrl = t.config.smtpUrl;
});
afterEach(() => {
  t.config.smtpUrl = savedSmtpUrl;
});

/** A minimal SMTP server on 127.0.0.1 that keeps what it is sent (enough of RFC 5321 for nodemailer). */
async function fakeSmtp(): Promise<{ url: string; received: string[]; close: () => Promise<void> }> {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake.test\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(() => r())) };
}

const outboxCount = async (to: string) =>
  (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE lower(to_address) = lower($1)', [
    to,
  ]))!.n;

describe('e-mail is real (issue 7 point 16)', () => {
  it('without SMTP_URL mail goes to the outbox as a full message; sign-up sends a welcome', async () => {
    expect(mailTransport({ smtpUrl: null }).kind).toBe('outbox');
    const email = `welcome-${Date.now()}@example.test`;
    const r = await t.json('/api/auth/customer/register', {
      body: {
        first_name: 'Wren',
        last_name: 'Welcome',
        email,
        password: 'Heron-meadow-8',
        password_confirmation: 'Heron-meadow-8',
        terms: true,
      },
    });
    expect(r.status).toBe(201);
    const mail = await t.db.one<{
      kind: string;
      subject: string;
      text_body: string;
      raw: string;
      from_address: string;
    }>('SELECT kind, subject, text_body, raw, from_address FROM mail_outbox WHERE to_address = $1', [email]);
    expect(mail).toMatchObject({
      kind: 'welcome',
      subject: 'Welcome: your account is ready',
      from_address: t.config.mailFrom,
    });
    expect(mail!.text_body).toContain(r.body.data.user.reference);
    // nodemailer built the real message: headers and a text and an HTML part.
    expect(mail!.raw).toMatch(/^Subject: Welcome: your account is ready$/m);
    expect(mail!.raw).toMatch(new RegExp(`^To: ${email.replace(/[.]/g, '\\.')}$`, 'm'));
    expect(mail!.raw).toMatch(/Content-Type: multipart\/alternative/);
  });

  it('onboarding applies the password policy and sends the same welcome', async () => {
    const form = (await t.json('/api/v1/users/onboarding?onboarding_type=customer_account_online')).body.data;
    const email = `onboard-${Date.now()}@example.test`;
    const body = (password: string) => ({
      data_fields: {
        personal: { first_name: 'Ona', last_name: 'Board' },
        contact: { email },
        additional: {},
        emergency_contact: {},
      },
      checksum: form.checksum,
      password,
      password_confirmation: password,
      onboarding_type: 'customer_account_online',
      source: 'online-joining',
      terms: true,
    });
    const common = await t.json('/api/v1/users/onboarding', { body: body('sunshine1') });
    expect(common.status).toBe(422);
    expect(Object.keys(common.body.errors)).toEqual(['password']);
    expect((await t.json('/api/v1/users/onboarding', { body: body('Bramble-otter-12') })).status).toBe(201);
    expect(
      (await t.db.one<{ kind: string }>('SELECT kind FROM mail_outbox WHERE to_address = $1', [email]))?.kind,
    ).toBe('welcome');
  });

  it('with SMTP_URL mail goes out over SMTP and nothing is written to the outbox', async () => {
    const smtp = await fakeSmtp();
    try {
      expect(mailTransport({ smtpUrl: smtp.url }).kind).toBe('smtp');
      const to = `smtp-${Date.now()}@example.test`;
      await sendMail(
        t.db,
        { smtpUrl: smtp.url, mailFrom: 'Venue <no-reply@venue.test>', publicUrl: 'http://x' },
        { kind: 'welcome', to, subject: 'Over the wire', text: 'Hello by SMTP' },
        new Date(),
      );
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatch(/^Subject: Over the wire/m);
      expect(smtp.received[0]).toContain('Hello by SMTP');
      expect(await outboxCount(to)).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('the development mailbox lists the outbox and shows a message with its link; off with SMTP_URL or in production', async () => {
    const email = `mailbox-${Date.now()}@example.test`;
    await t.json('/api/auth/customer/register', {
      body: {
        first_name: '<b>Mo</b>',
        last_name: 'Box',
        email,
        password: 'Lantern-brook-6',
        password_confirmation: 'Lantern-brook-6',
        terms: true,
      },
    });
    await t.json('/api/auth/customer/forgotten-password', { body: { email_or_reference: email } });
    const list = await t.request(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/text\/html/);
    const html = await list.text();
    expect(html).toContain('Reset your password');
    expect(html).toContain('Welcome: your account is ready');
    const id = /href="\/dev\/mailbox\/(\d+)">Reset your password/.exec(html)![1];
    const message = await (await t.request(`/dev/mailbox/${id}`)).text();
    expect(message).toMatch(
      new RegExp(`<a href="${t.config.publicUrl.replace(/[.]/g, '\\.')}/reset-password\\?reset_token=[^"]+">`),
    );
    // People's names are text, never markup.
    expect(message).toContain('Hello &lt;b&gt;Mo&lt;/b&gt;');

    for (const config of [
      { ...t.config, smtpUrl: 'smtp://127.0.0.1:9' },
      { ...t.config, production: true },
    ]) {
      const app = await createApp({ db: t.db, config, now: () => new Date() });
      expect((await app.request('/dev/mailbox')).status).toBe(404);
      expect((await app.request(`/dev/mailbox/${id}`)).status).toBe(404);
    }
  });

  describe('order confirmation', () => {
    async function paidWithCredit(tag: string) {
      const [u] = await createCustomers(t.db, 1, tag);
      const occ = await occurrenceWithPlaces(t.db, 3, u!.id);
      const added = await t.json('/api/activities/cart/add', {
        token: u!.token,
        body: { items: [{ id: occ, type: 'activity' }] },
      });
      expect(added.status).toBe(200);
      const total = added.body.data.total.value as number;
      await t.db.query("INSERT INTO credits (user_id, credit_type, balance) VALUES ($1, 'general', $2)", [
        u!.id,
        total,
      ]);
      const body = {
        transaction_uuid: null,
        payments: [{ tender_type: 'credit', credit_type: 'general', amount: total }],
        completed_waivers: [],
        source: 'activity-booking',
        terms: true,
      };
      const done = await t.json('/api/checkout/complete', {
        token: u!.token,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        body,
      });
      return { u: u!, done, email: `${tag}-0@example.test`, body };
    }

    it('a completed order e-mails its confirmation once', async () => {
      const { done, email, u, body } = await paidWithCredit(`ordmail${Date.now() % 100000}`);
      expect(done.status).toBe(200);
      const orderId = done.body.data.complete_order_id;
      const mail = await t.db.one<{ subject: string; text_body: string }>(
        "SELECT subject, text_body FROM mail_outbox WHERE kind = 'order_confirmation' AND to_address = $1",
        [email],
      );
      expect(mail!.subject).toBe(`Booking confirmed: order ${orderId}`);
      expect(mail!.text_body).toMatch(/Total: £\d+\.\d\d/);
      // Asking again (the basket is closed now) mails nothing more.
      await t.json('/api/checkout/complete', {
        token: u.token,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        body,
      });
      expect(await outboxCount(email)).toBe(1);
    });

    it('a mail failure never fails the booking: the order completes and the error is logged', async () => {
      t.config.smtpUrl = 'smtp://127.0.0.1:9';
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const { done, email } = await paidWithCredit(`ordfail${Date.now() % 100000}`);
        expect(done.status).toBe(200);
        expect(done.body.data.complete_order_id).toBeGreaterThan(0);
        await vi.waitFor(
          () =>
            expect(logged).toHaveBeenCalledWith(
              expect.stringMatching(/^\[mail\] could not send order_confirmation/),
              expect.anything(),
            ),
          { timeout: 5000 },
        );
        expect(await outboxCount(email)).toBe(0);
      } finally {
        logged.mockRestore();
      }
    });
  });
});
