import { openNowText, parseOpeningTimes, publicHolidaysDiffer, weekRows, type Week } from './openingTimes.ts';

const at = (day: number, time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return { day, minutes: h * 60 + m };
};
const week = (text: string): Week => {
  const parsed = parseOpeningTimes(text);
  if (!parsed) throw new Error(`did not parse: ${text}`);
  return parsed;
};

describe("a venue's opening times", () => {
  it('reads the demo venues: day ranges, day lists, every day', () => {
    expect(weekRows(week('Mo-Fr 06:30-22:00; Sa,Su 07:00-21:00'))).toEqual([
      { days: 'Monday to Friday', hours: '06:30–22:00' },
      { days: 'Saturday and Sunday', hours: '07:00–21:00' },
    ]);
    expect(weekRows(week('Mo-Su 06:00-22:00'))).toEqual([{ days: 'Monday to Sunday', hours: '06:00–22:00' }]);
    expect(weekRows(week('06:00-22:00'))).toEqual([{ days: 'Monday to Sunday', hours: '06:00–22:00' }]);
  });

  it('lets a later rule replace an earlier one for its days, and says when a day is closed', () => {
    expect(weekRows(week('Mo-Su 07:00-21:00; We off; Su 09:00-12:00,13:00-17:00'))).toEqual([
      { days: 'Monday and Tuesday', hours: '07:00–21:00' },
      { days: 'Wednesday', hours: 'Closed' },
      { days: 'Thursday to Saturday', hours: '07:00–21:00' },
      { days: 'Sunday', hours: '09:00–12:00, 13:00–17:00' },
    ]);
    expect(weekRows(week('Fr-Mo 10:00-16:00'))[0]).toEqual({ days: 'Monday', hours: '10:00–16:00' });
    expect(weekRows(week('24/7'))).toEqual([{ days: 'Monday to Sunday', hours: 'Open 24 hours' }]);
  });

  it('does not guess at syntax it does not know, so the page shows the text as written', () => {
    for (const text of ['Mo-Fr 06:30-22:00; SH off', 'Jan-Mar Mo 10:00-12:00', 'Mo-Fr', 'Mo 25:00-26:00', '', null])
      expect(parseOpeningTimes(text), String(text)).toBeNull();
  });

  it("leaves a public holidays' rule out of the week and says that those days differ", () => {
    const text = 'Mo-Fr 06:30-22:00; Sa,Su 07:00-21:00; PH 09:00-17:00';
    expect(weekRows(week(text))).toEqual(weekRows(week('Mo-Fr 06:30-22:00; Sa,Su 07:00-21:00')));
    expect(publicHolidaysDiffer(text)).toBe(true);
    expect(publicHolidaysDiffer('Mo-Fr 06:30-22:00; PH off')).toBe(true);
    expect(publicHolidaysDiffer('Mo-Fr 06:30-22:00')).toBe(false);
  });

  it('says whether the venue is open now, until when, or when it next opens', () => {
    const demo = week('Mo-Fr 06:30-22:00; Sa,Su 07:00-21:00');
    expect(openNowText(demo, at(0, '10:00'))).toBe('Open now, until 22:00');
    expect(openNowText(demo, at(0, '06:29'))).toBe('Closed now, opens at 06:30');
    expect(openNowText(demo, at(4, '22:00'))).toBe('Closed now, opens tomorrow at 07:00');
    expect(openNowText(week('Mo 09:00-17:00'), at(2, '12:00'))).toBe('Closed now, opens Monday at 09:00');
    expect(openNowText(week('Mo 09:00-17:00'), at(0, '18:00'))).toBe('Closed now, opens Monday at 09:00');
    expect(openNowText(week('Mo-Su off'), at(0, '12:00'))).toBeNull();
  });

  it('keeps a venue open past midnight into the next morning, and open all day round the clock', () => {
    const late = week('Fr 18:00-02:00');
    expect(weekRows(late)[1]).toEqual({ days: 'Friday', hours: '18:00–02:00' });
    expect(openNowText(late, at(5, '01:30'))).toBe('Open now, until 02:00');
    expect(openNowText(late, at(5, '02:00'))).toBe('Closed now, opens Friday at 18:00');
    expect(openNowText(week('24/7'), at(3, '03:00'))).toBe('Open now');
    expect(openNowText(week('Mo-Su 00:00-24:00; Su 08:00-24:00'), at(5, '23:00'))).toBe('Open now, until midnight');
  });
});
