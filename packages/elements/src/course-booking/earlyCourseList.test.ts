import { endpoints } from '@venue/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_COURSES_MS, startCourseList, takeCourseList } from './earlyCourseList.ts';
import { scheduleFilters } from './scheduleFilters.ts';

const answerOk = { ok: true as const, data: [], meta: null, checksum: null, status: 200 };

describe('earlyCourseList', () => {
  afterEach(() => vi.restoreAllMocks());

  it("hands the list the host's read of the same filters instead of asking again, once", () => {
    const list = vi.spyOn(endpoints, 'listCourses').mockResolvedValue(answerOk);
    startCourseList({ venue: 'riverside', activity: 'swimming-lessons' });
    const filters = scheduleFilters({ venue: 'riverside', activity: 'swimming-lessons', selectedUserId: null });
    expect(list).toHaveBeenCalledWith(filters);
    expect(takeCourseList(filters)).toBe(list.mock.results[0]!.value);
    expect(list).toHaveBeenCalledTimes(1);
    // Taken once: the list asking again (a reload) reads again.
    takeCourseList(filters);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('reads anew for other filters (front of house, another activity) and after EARLY_COURSES_MS', () => {
    const list = vi.spyOn(endpoints, 'listCourses').mockResolvedValue(answerOk);
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    startCourseList({ venue: 'riverside' });
    takeCourseList(scheduleFilters({ venue: 'riverside', selectedUserId: 7 }));
    expect(list).toHaveBeenCalledTimes(2);
    expect(list).toHaveBeenLastCalledWith({ source: 'foh', venueSlugs: ['riverside'], selectedUserId: 7 });
    now.mockReturnValue(1000 + EARLY_COURSES_MS + 1);
    takeCourseList(scheduleFilters({ venue: 'riverside', selectedUserId: null }));
    expect(list).toHaveBeenCalledTimes(3);
  });

  it('a failed early read reaches the list that takes it, and is not reported unhandled before', async () => {
    vi.spyOn(endpoints, 'listCourses').mockRejectedValue(new Error('offline'));
    startCourseList({ venue: 'hilltop' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeCourseList(scheduleFilters({ venue: 'hilltop', selectedUserId: null }))).rejects.toThrow(
      'offline',
    );
  });

  it('tells the starter when the list has taken the read and it has answered (the frame waits for that)', async () => {
    let answer!: (value: typeof answerOk) => void;
    vi.spyOn(endpoints, 'listCourses').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    let settled = false;
    void startCourseList({ venue: 'westside' }).then(() => (settled = true));
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    answer(answerOk);
    await tick();
    expect(settled).toBe(false);
    void takeCourseList(scheduleFilters({ venue: 'westside', selectedUserId: null }));
    await vi.waitFor(() => expect(settled).toBe(true));
  });
});
