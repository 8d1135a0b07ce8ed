import { anonymousAnswer, anonymousWindow } from './anonymousAnswers.ts';

const at = (iso: string) => new Date(iso);
const records = [
  { startsAt: at('2026-03-02T09:00:00Z'), lastBookableAt: null },
  { startsAt: at('2026-03-02T12:00:00Z'), lastBookableAt: at('2026-03-02T11:00:00Z') },
  { startsAt: at('2026-03-02T18:00:00Z'), lastBookableAt: null },
];

describe('anonymous timetable answers (issue 12)', () => {
  it('hold between the closing times around now', () => {
    expect(anonymousWindow(records, at('2026-03-02T10:00:00Z'))).toEqual({
      from: at('2026-03-02T09:00:00Z').getTime(),
      until: at('2026-03-02T11:00:00Z').getTime(),
    });
    expect(anonymousWindow(records, at('2026-03-02T08:00:00Z'))).toEqual({
      from: -Infinity,
      until: at('2026-03-02T09:00:00Z').getTime(),
    });
    // At the closing instant the occurrence is closed (now >= closes), so the window starts there.
    expect(anonymousWindow(records, at('2026-03-02T18:00:00Z'))).toEqual({
      from: at('2026-03-02T18:00:00Z').getTime(),
      until: Infinity,
    });
  });

  it('are made again once the clock crosses a closing time, either way, and per key', () => {
    const day = { records };
    let builds = 0;
    const build = () => ++builds;
    expect(anonymousAnswer(day, 'v2', at('2026-03-02T09:30:00Z'), build)).toBe(1);
    expect(anonymousAnswer(day, 'v2', at('2026-03-02T10:59:59Z'), build)).toBe(1);
    expect(anonymousAnswer(day, 'v2', at('2026-03-02T11:00:00Z'), build)).toBe(2);
    expect(anonymousAnswer(day, 'v2', at('2026-03-02T08:00:00Z'), build)).toBe(3);
    expect(anonymousAnswer(day, 'v1', at('2026-03-02T08:00:00Z'), build)).toBe(4);
    expect(anonymousAnswer({ records }, 'v1', at('2026-03-02T08:00:00Z'), build)).toBe(5);
  });
});
