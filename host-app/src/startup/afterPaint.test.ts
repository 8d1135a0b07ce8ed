import { afterLargestPaintSince } from './afterPaint.ts';

/** A PerformanceObserver that reports the largest-paint entries a test hands it. */
function fakeObserver(supported: string[]) {
  const observers: { callback: PerformanceObserverCallback; connected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    private readonly entry: { callback: PerformanceObserverCallback; connected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, connected: false };
      observers.push(this.entry);
    }
    observe() {
      this.entry.connected = true;
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    report(...startTimes: number[]) {
      const list = { getEntries: () => startTimes.map((startTime) => ({ startTime })) };
      for (const o of observers)
        if (o.connected) o.callback(list as unknown as PerformanceObserverEntryList, {} as never);
    },
    connected: () => observers.filter((o) => o.connected).length,
  };
}

describe('afterLargestPaintSince', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for a largest paint at or after the given moment, not one before it', async () => {
    const observer = fakeObserver(['largest-contentful-paint']);
    let settled = false;
    void afterLargestPaintSince(500, 1000).then(() => (settled = true));
    observer.report(120);
    await Promise.resolve();
    expect(settled).toBe(false);
    observer.report(640);
    await vi.waitFor(() => expect(settled).toBe(true));
    expect(observer.connected()).toBe(0);
  });

  it('gives up after the time it is given when nothing larger is painted', async () => {
    vi.useFakeTimers();
    const observer = fakeObserver(['largest-contentful-paint']);
    let settled = false;
    void afterLargestPaintSince(500, 1000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(observer.connected()).toBe(0);
  });

  it('does not wait where the browser reports no largest paints', async () => {
    fakeObserver(['paint']);
    let settled = false;
    void afterLargestPaintSince(500, 1000).then(() => (settled = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(true);
  });
});
