import { loadConfig, WORKER_POOL_MAX, workerEnv } from './config.ts';

describe('PostgreSQL pool size per process (issue 12)', () => {
  it('is DATABASE_POOL_MAX when it is a positive number, else 10', () => {
    expect(loadConfig({}).databasePoolMax).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: '3' }).databasePoolMax).toBe(3);
    expect(loadConfig({ DATABASE_POOL_MAX: '0' }).databasePoolMax).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: 'many' }).databasePoolMax).toBe(10);
  });

  it("start:cluster's workers get a smaller pool unless DATABASE_POOL_MAX is set", () => {
    expect(loadConfig({ ...workerEnv({}) }).databasePoolMax).toBe(WORKER_POOL_MAX);
    expect(workerEnv({ DATABASE_POOL_MAX: '12' })).toEqual({});
  });
});
