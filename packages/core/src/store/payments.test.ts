import { createTestSession, wireCart } from '../testing/session.ts';
import { envelope } from '../testing/fake-server.ts';
import { TENDER_TYPES, TILL_TENDER_TYPES } from '../domain/types.ts';

describe('payments map', () => {
  it('PAY-015 adding a credit tender replaces any tender of the same credit type', () => {
    const { state } = createTestSession();
    state().payments.setCredit('membership', 500);
    state().payments.setCredit('general', 200);
    state().payments.setCredit('membership', 800);
    expect(state().payments.tenders).toEqual([
      { tenderType: 'credit', creditType: 'general', amount: 200 },
      { tenderType: 'credit', creditType: 'membership', amount: 800 },
    ]);
  });

  it('PAY-016 an amount of 0 or less removes that tender', () => {
    const { state } = createTestSession();
    state().payments.setCredit('membership', 500);
    state().payments.setCredit('general', 300);
    state().payments.setCredit('membership', 0);
    expect(state().payments.tenders.map((t) => ('creditType' in t ? t.creditType : t.tenderType))).toEqual(['general']);
    state().payments.setCredit('general', -1);
    expect(state().payments.tenders).toEqual([]);
    state().payments.setTender({ tenderType: 'cash', amount: 100, info: null });
    state().payments.setTender({ tenderType: 'cash', amount: 0, info: null });
    expect(state().payments.tenders).toEqual([]);
  });

  it('PAY-017 keeping only credit tenders drops card and offline tenders', () => {
    const { state } = createTestSession();
    state().payments.setCredit('general', 300);
    state().payments.setTender({ tenderType: 'card', amount: 700, info: null });
    state().payments.setTender({ tenderType: 'cheque', amount: 100, info: 'No. 0042' });
    state().payments.keepCreditsOnly();
    expect(state().payments.tenders).toEqual([{ tenderType: 'credit', creditType: 'general', amount: 300 }]);
  });

  it('PAY-018 PAY-019 offline tenders carry tenderType, amount and info and sync as a list', () => {
    const { state } = createTestSession();
    state().payments.setCredit('membership', 100);
    state().payments.setTender({ tenderType: 'cash', amount: 999, info: null });
    state().payments.syncOfflineTenders([
      { tenderType: 'cash', amount: 1000, info: 'till 2' },
      { tenderType: 'offline-voucher', amount: 500, info: 'V-123' },
      { tenderType: 'cheque', amount: 0, info: 'void' },
    ]);
    expect(state().payments.tenders).toEqual([
      { tenderType: 'credit', creditType: 'membership', amount: 100 },
      { tenderType: 'cash', amount: 1000, info: 'till 2' },
      { tenderType: 'offline-voucher', amount: 500, info: 'V-123' },
    ]);
  });

  it('PAY-020 PAY-021 PAY-022 a payment entry is a tender type and an amount; credit types are membership and general', () => {
    const { state } = createTestSession();
    state().payments.setCredit('membership', 250);
    state().payments.setCredit('general', 150);
    expect(state().payments.creditPayments()).toEqual([
      { tenderType: 'credit', creditType: 'membership', amount: 250 },
      { tenderType: 'credit', creditType: 'general', amount: 150 },
    ]);
    expect(TENDER_TYPES).toEqual([
      'cash',
      'card',
      'cheque',
      'offline-voucher',
      'float',
      'online',
      'off-system',
      'direct-debit',
      'voucher',
      'gift-card',
      'inclusive',
      'credit',
    ]);
    expect(TILL_TENDER_TYPES).toEqual(['cash', 'cheque', 'offline-voucher']);
    expect(() => state().payments.setTender({ tenderType: 'credit', amount: 1, info: null })).toThrow(/setCredit/);
  });

  it('API-046 MSG-007 applyCredits posts the credits, cart source and selected user, and replaces the cart', async () => {
    const session = createTestSession();
    session.server.on('GET', '/api/activities/cart', envelope(wireCart([[1, 1, 2000]])));
    session.cookies.set('riverside-leisure-auth-token', 't');
    await session.state().cart.updateSelectedUser(12);
    session.state().payments.setCredit('membership', 1000);
    session.state().payments.setCredit('general', 500);
    session.server.on(
      'POST',
      '/api/credits/apply',
      envelope(wireCart([[1, 1, 2000]], { balance: { formatted: '£5.00', value: 500, currency: 'GBP' } })),
    );
    expect(await session.state().payments.applyCredits()).toBe(true);
    expect(session.server.callsTo('POST', '/api/credits/apply')[0]!.body).toEqual({
      credits: [
        { amount: 1000, type: 'membership' },
        { amount: 500, type: 'general' },
      ],
      source: 'activity-booking',
      selected_user_id: 12,
    });
    expect(session.state().cart.totals.formattedBalance).toBe('£5.00');
    expect(session.state().toasts.list.at(-1)).toMatchObject({
      type: 'success',
      message: 'Credit successfully applied.',
    });
  });

  it('MSG-009 a refused credit shows Credit amount could not be applied.', async () => {
    const session = createTestSession();
    session.state().payments.setCredit('general', 99999);
    session.server.on('POST', '/api/credits/apply', { status: 422, body: { message: 'Too much' } });
    expect(await session.state().payments.applyCredits('activity-booking')).toBe(false);
    expect(session.state().toasts.list.at(-1)).toMatchObject({
      type: 'danger',
      message: 'Credit amount could not be applied.',
    });
  });
});
