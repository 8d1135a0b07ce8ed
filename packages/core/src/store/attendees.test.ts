import { envelope } from '../testing/fake-server.ts';
import { createTestSession } from '../testing/session.ts';

const attendees = [
  {
    id: 7,
    first_name: 'Alex',
    last_name: 'Morgan',
    name: 'Alex Morgan',
    date_of_birth: '1988-03-14',
    relationship: null,
    waiver_signed: false,
    signed_at: null,
  },
  {
    id: 8,
    first_name: 'Sam',
    last_name: 'Morgan',
    name: 'Sam Morgan',
    date_of_birth: '2016-06-01',
    relationship: 'parent',
    waiver_signed: true,
    signed_at: '2026-11-01T10:00:00Z',
  },
];

describe('attendee waiver state', () => {
  it('COURSE-036 holds previous attendees, the selected user and the total waivers required', async () => {
    const session = createTestSession();
    expect(session.state().attendees).toMatchObject({
      previous: [],
      selectedUserId: null,
      totalWaiversRequired: 0,
      saved: [],
    });
    session.server.on('GET', '/api/3/question-waivers/previous-attendees', envelope(attendees));
    session.state().attendees.selectUser(42);
    session.state().attendees.setTotalWaiversRequired(2);
    await session.state().attendees.search(3);
    expect(session.state().attendees).toMatchObject({
      selectedUserId: 42,
      totalWaiversRequired: 2,
      previous: [
        { id: 7, name: 'Alex Morgan', dateOfBirth: '1988-03-14', relationship: null, waiverSigned: false },
        { id: 8, name: 'Sam Morgan', relationship: 'parent', waiverSigned: true },
      ],
    });
    // Choosing another customer forgets the last one's attendees.
    session.state().attendees.selectUser(null);
    expect(session.state().attendees.previous).toEqual([]);
    session.state().attendees.reset();
    expect(session.state().attendees.totalWaiversRequired).toBe(0);
  });
});

describe('attendee actions (flows §7)', () => {
  it('API-064 search asks GET /api/{restriction}/question-waivers/previous-attendees with query and selected_user_id', async () => {
    const session = createTestSession();
    session.server.on('GET', '/api/3/question-waivers/previous-attendees', envelope([attendees[1]]));
    session.state().attendees.selectUser(42);
    const list = await session.state().attendees.search(3, '  sam ');
    const call = session.server.callsTo('GET', '/api/3/question-waivers/previous-attendees')[0]!;
    expect(call.query.get('query')).toBe('sam');
    expect(call.query.get('selected_user_id')).toBe('42');
    expect(list.map((a) => a.name)).toEqual(['Sam Morgan']);
    expect(session.state().attendees.searching).toBe(false);
  });

  it('API-064 a failed search empties the list (404 from an unknown restriction, then a 500)', async () => {
    const session = createTestSession();
    session.server.on('GET', '/api/3/question-waivers/previous-attendees', envelope(attendees));
    await session.state().attendees.search(3);
    expect(session.state().attendees.previous).toHaveLength(2);
    await session.state().attendees.search(99);
    expect(session.state().attendees.previous).toEqual([]);
    await session.state().attendees.search(3);
    session.server.on('GET', '/api/3/question-waivers/previous-attendees', {
      status: 500,
      body: { message: 'Something has gone wrong, please try again.' },
    });
    await session.state().attendees.search(3);
    expect(session.state().attendees).toMatchObject({ previous: [], searching: false });
  });

  it('API-064 set total waivers required never goes below 0 and save keeps each attendee once, at most the total', () => {
    const session = createTestSession();
    session.state().attendees.setTotalWaiversRequired(-3);
    expect(session.state().attendees.totalWaiversRequired).toBe(0);
    session.state().attendees.save([7, 8, 7, 9]);
    expect(session.state().attendees.saved).toEqual([7, 8, 9]);
    session.state().attendees.setTotalWaiversRequired(2);
    session.state().attendees.save([9, 7, 8]);
    expect(session.state().attendees.saved).toEqual([9, 7]);
  });

  it('API-064 send posts the saved attendees to POST /api/question-waivers, then shows them signed', async () => {
    const session = createTestSession();
    session.server.on('GET', '/api/3/question-waivers/previous-attendees', envelope(attendees));
    session.server.on('POST', '/api/question-waivers', {
      status: 201,
      body: { data: [{ user_id: 7, restriction_id: 3, satisfied: true }] },
    });
    session.state().attendees.selectUser(42);
    await session.state().attendees.search(3);
    session.state().attendees.save([7]);
    expect(await session.state().attendees.send(3)).toEqual({ ok: true });
    expect(session.server.callsTo('POST', '/api/question-waivers')[0]!.body).toEqual({
      waivers: [{ user_id: 7, restriction_id: 3, agreed: true }],
      selected_user_id: 42,
    });
    expect(session.state().attendees.previous.find((a) => a.id === 7)?.waiverSigned).toBe(true);
    expect(session.state().attendees.saved).toEqual([]);
  });

  it('API-064 a refused send keeps the saved attendees and answers the error; nothing saved sends nothing', async () => {
    const session = createTestSession();
    expect(await session.state().attendees.send(3)).toEqual({ ok: false, error: null });
    expect(session.server.calls).toHaveLength(0);
    session.server.on('POST', '/api/question-waivers', { status: 403, body: { message: 'Unauthorised.' } });
    session.state().attendees.save([7]);
    const result = await session.state().attendees.send(3);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error?.status).toBe(403);
    expect(session.state().attendees.saved).toEqual([7]);
  });
});
