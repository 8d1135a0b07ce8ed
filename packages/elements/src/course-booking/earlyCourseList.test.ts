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

  it('reads anew for other filters (front of house, another activity) and once its answer is EARLY_COURSES_MS old', async () => {
    const list = vi.spyOn(endpoints, 'listCourses').mockResolvedValue(answerOk);
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    startCourseList({ venue: 'riverside' });
    takeCourseList(scheduleFilters({ venue: 'riverside', selectedUserId: 7 }));
    expect(list).toHaveBeenCalledTimes(2);
    expect(list).toHaveBeenLastCalledWith({ source: 'foh', venueSlugs: ['riverside'], selectedUserId: 7 });
    await new Promise((resolve) => setTimeout(resolve, 0)); // answered at 1000
    now.mockReturnValue(1000 + EARLY_COURSES_MS + 1);
    takeCourseList(scheduleFilters({ venue: 'riverside', selectedUserId: null }));
    expect(list).toHaveBeenCalledTimes(3);
  });

  it('hands over a read still under way however long it has taken, and one answered within EARLY_COURSES_MS', async () => {
    let answer!: (value: typeof answerOk) => void;
    const list = vi.spyOn(endpoints, 'listCourses').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    startCourseList({ venue: 'eastside' });
    // A slow network: no answer a minute on; asking again could only answer later still.
    now.mockReturnValue(61_000);
    const early = list.mock.results[0]!.value;
    expect(takeCourseList(scheduleFilters({ venue: 'eastside', selectedUserId: null }))).toBe(early);
    expect(list).toHaveBeenCalledTimes(1);

    // Answered at 2 s; the view's code arrives 12 s after that (a slow phone): still the same answer.
    list.mockResolvedValue(answerOk);
    now.mockReturnValue(2000);
    startCourseList({ venue: 'northside' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    now.mockReturnValue(14_000);
    expect(takeCourseList(scheduleFilters({ venue: 'northside', selectedUserId: null }))).toBe(
      list.mock.results[1]!.value,
    );
    expect(list).toHaveBeenCalledTimes(2);
    answer(answerOk);
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
