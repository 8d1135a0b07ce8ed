import { earlyReadsAnswered, startEarlyReads } from './earlyReads.ts';

describe('startEarlyReads', () => {
  it("starts a course list's read with the venue and activity the router will give the element", () => {
    const start = vi.fn(() => Promise.resolve());
    startEarlyReads('/courses/location/riverside', start);
    startEarlyReads('/courses/location/riverside/swimming-lessons/', start);
    startEarlyReads('/courses/location/river%20side/tennis', start);
    expect(start.mock.calls).toEqual([
      [{ venue: 'riverside', activity: undefined }],
      [{ venue: 'riverside', activity: 'swimming-lessons' }],
      [{ venue: 'river side', activity: 'tennis' }],
    ]);
  });

  it("starts nothing for a course's book view or any other page", () => {
    const start = vi.fn(() => Promise.resolve());
    for (const path of [
      '/courses/location/riverside/swimming-lessons/swimming-lessons-stage-1/book',
      '/camps/location/riverside',
      '/location/riverside/yoga/2026-11-23',
      '/courses/location/',
      '/',
    ])
      startEarlyReads(path, start);
    expect(start).not.toHaveBeenCalled();
  });

  it('tells the frame when the first read has answered, so the footer and the login wait for it', async () => {
    let answer!: () => void;
    startEarlyReads('/courses/location/hilltop', () => new Promise<void>((resolve) => (answer = resolve)));
    let answered: number | null | undefined;
    void earlyReadsAnswered().then((at) => (answered = at));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).toBeUndefined();
    const before = performance.now();
    answer();
    await vi.waitFor(() => expect(answered).toBeGreaterThanOrEqual(before));
  });

  it('starts the read of one address once: the early entry and main.tsx both ask', () => {
    const start = vi.fn(() => Promise.resolve());
    startEarlyReads('/courses/location/riverside/tennis', start);
    startEarlyReads('/courses/location/riverside/tennis', start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
