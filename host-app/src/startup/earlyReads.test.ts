import { getSessionStore, type Venue } from '@venue/core';
import { earlyReadsAnswered, startEarlyReads, startVenueList } from './earlyReads.ts';

/** earlyReadsAnswered() waits while the first read is out, and settles once `answer` is called. */
async function expectAnsweredOnlyAfter(answer: () => void): Promise<void> {
  let answered = false;
  void earlyReadsAnswered().then(() => (answered = true));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(answered).toBe(false);
  answer();
  await vi.waitFor(() => expect(answered).toBe(true));
}

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
    const startVenues = vi.fn(() => Promise.resolve());
    for (const path of [
      '/courses/location/riverside/swimming-lessons/swimming-lessons-stage-1/book',
      '/camps/location/riverside',
      '/location/riverside/yoga/2026-11-23',
      '/courses/location/',
      '/login',
    ])
      startEarlyReads(path, start, startVenues);
    expect(start).not.toHaveBeenCalled();
    expect(startVenues).not.toHaveBeenCalled();
  });

  it("starts the home page's venue list, and the frame's extras wait for its answer", async () => {
    const start = vi.fn(() => Promise.resolve());
    let answer!: () => void;
    const startVenues = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    startEarlyReads('/', start, startVenues);
    expect(startVenues).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();
    await expectAnsweredOnlyAfter(answer);
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

  it("startVenueList asks for the page store's venue list only while no one has (the picker then asks no more)", async () => {
    const store = getSessionStore();
    const load = vi.spyOn(store.getState().venue, 'load').mockResolvedValue([]);
    await startVenueList();
    expect(load).toHaveBeenCalledTimes(1);
    const venue = store.getState().venue;
    store.setState({ venue: { ...venue, loading: true } });
    await startVenueList();
    store.setState({ venue: { ...venue, loading: false, list: [{ slug: 'riverside' } as Venue] } });
    await startVenueList();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
