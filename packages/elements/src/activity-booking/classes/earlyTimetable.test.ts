import { endpoints, type TimetableRequest } from '@venue/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_MS, startTimetable, takeTimetable } from './earlyTimetable.ts';

const day: TimetableRequest = { venue: 'riverside', activity: 'yoga', date: '2026-12-01', version: 'v2' };

describe('earlyTimetable', () => {
  afterEach(() => vi.restoreAllMocks());

  it("hands the view the shell's request for the same day instead of asking again, once", async () => {
    const get = vi
      .spyOn(endpoints, 'getTimetable')
      .mockImplementation(async () => ({ ok: true, data: [], meta: null, checksum: null, status: 200 }));
    startTimetable(day);
    const taken = takeTimetable({ ...day });
    expect(get).toHaveBeenCalledTimes(1);
    expect(taken).toBe(get.mock.results[0]!.value);
    takeTimetable(day);
    takeTimetable({ ...day, date: '2026-12-02' });
    expect(get).toHaveBeenCalledTimes(3);
  });

  it("never hands staff acting for a customer the shell's read, which is nobody's in particular", async () => {
    const get = vi
      .spyOn(endpoints, 'getTimetable')
      .mockImplementation(async () => ({ ok: true, data: [], meta: null, checksum: null, status: 200 }));
    startTimetable({ ...day, date: '2026-12-03' });
    const taken = takeTimetable({ ...day, date: '2026-12-03', selectedUserId: 42 });
    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenLastCalledWith({ ...day, date: '2026-12-03', selectedUserId: 42 });
    expect(taken).toBe(get.mock.results[1]!.value);
  });

  it('asks again when the early answer is older than EARLY_MS, and a failure nobody took stays quiet', async () => {
    const get = vi.spyOn(endpoints, 'getTimetable').mockImplementation(() => Promise.reject(new Error('offline')));
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    startTimetable(day);
    await new Promise((resolve) => setTimeout(resolve, 0)); // answered (failed) at 1000
    now.mockReturnValue(1000 + EARLY_MS + 1);
    await expect(takeTimetable(day)).rejects.toThrow('offline');
    expect(get).toHaveBeenCalledTimes(2);
  });
});
