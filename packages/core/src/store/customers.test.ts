import { envelope } from '../testing/fake-server.ts';
import { createTestSession } from '../testing/session.ts';

const wireUser = (id: number, first: string, last: string, extra: Record<string, unknown> = {}) => ({
  id,
  uuid: `u-${id}`,
  first_name: first,
  last_name: last,
  reference: `RLT${500000 + id}`,
  email: `${first.toLowerCase()}@example.com`,
  date_of_birth: null,
  ...extra,
});

describe('front of house customers (flows §7)', () => {
  it('API-064 search asks GET /api/v1/users?search= and lists the customers', async () => {
    const session = createTestSession();
    session.server.on(
      'GET',
      '/api/v1/users',
      envelope([wireUser(7, 'Alex', 'Morgan'), wireUser(8, 'Sam', 'Morgan', { email: null })], {
        meta: { current_page: 1, per_page: 20, total: 2 },
      }),
    );
    const results = await session.state().customers.search(' morgan ');
    expect(session.server.calls[0]!.query.get('search')).toBe('morgan');
    expect(results).toEqual([
      { id: 7, name: 'Alex Morgan', reference: 'RLT500007', email: 'alex@example.com', dateOfBirth: null },
      { id: 8, name: 'Sam Morgan', reference: 'RLT500008', email: null, dateOfBirth: null },
    ]);
    expect(session.state().customers).toMatchObject({ results, searching: false });
  });

  it('API-064 a refused search (customer, 403) empties the results', async () => {
    const session = createTestSession();
    session.server.on('GET', '/api/v1/users', envelope([wireUser(7, 'Alex', 'Morgan')]));
    await session.state().customers.search('alex');
    session.server.on('GET', '/api/v1/users', { status: 403, body: { message: 'Unauthorised.' } });
    expect(await session.state().customers.search('alex')).toEqual([]);
    expect(session.state().customers.results).toEqual([]);
  });

  it('API-064 create customer posts snake_cased fields to POST /api/v1/users and adds the new customer first', async () => {
    const session = createTestSession();
    session.server.on('POST', '/api/v1/users', {
      status: 201,
      body: { data: wireUser(31, 'Priya', 'Tennant', { date_of_birth: '1990-04-02' }) },
    });
    const result = await session.state().customers.create({
      firstName: 'Priya',
      lastName: 'Tennant',
      email: 'priya@example.com',
      dateOfBirth: '1990-04-02',
    });
    expect(session.server.calls[0]!.body).toEqual({
      first_name: 'Priya',
      last_name: 'Tennant',
      email: 'priya@example.com',
      date_of_birth: '1990-04-02',
    });
    expect(result).toEqual({
      ok: true,
      customer: {
        id: 31,
        name: 'Priya Tennant',
        reference: 'RLT500031',
        email: 'priya@example.com',
        dateOfBirth: '1990-04-02',
      },
    });
    expect(session.state().customers.results[0]?.id).toBe(31);
  });

  it('API-064 a 422 from create customer answers the field errors and adds nothing', async () => {
    const session = createTestSession();
    session.server.on('POST', '/api/v1/users', {
      status: 422,
      body: {
        message: 'email: The email has already been taken.',
        errors: { email: ['The email has already been taken.'] },
      },
    });
    const result = await session
      .state()
      .customers.create({ firstName: 'Alex', lastName: 'Again', email: 'demo@example.com' });
    expect(result).toEqual({
      ok: false,
      errors: { email: ['The email has already been taken.'] },
      message: 'email: The email has already been taken.',
    });
    expect(session.state().customers.results).toEqual([]);
  });

  it('CART-026 the customer staff act for is named on this page and remembered for the tab (id and name only)', () => {
    const session = createTestSession();
    const alex = { id: 7, name: 'Alex Morgan', reference: 'RLT500007', email: 'alex@example.com', dateOfBirth: null };
    session.state().customers.remember(alex);
    expect(session.state().customers.chosen[7]).toEqual(alex);
    expect(JSON.parse(sessionStorage.getItem('venue.acting-for.v1')!)).toEqual({
      id: 7,
      name: 'Alex Morgan',
      reference: 'RLT500007',
    });
    const nextPage = createTestSession();
    expect(nextPage.state().customers.actingFor()).toMatchObject({ id: 7, name: 'Alex Morgan' });
    expect(nextPage.state().customers.chosen[7]?.name).toBe('Alex Morgan');
    nextPage.state().customers.forget();
    expect(createTestSession().state().customers.actingFor()).toBeNull();
  });
});
