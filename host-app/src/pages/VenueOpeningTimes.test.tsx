import { renderToStaticMarkup } from 'react-dom/server';
import type { VenueSummary } from '../platform/api.ts';
import { VenueOpeningTimes } from './VenueOpeningTimes.tsx';

const venue = (openingTimes: string | null) => ({ openingTimes, timezone: 'Europe/London' }) as VenueSummary;

describe('<VenueOpeningTimes>', () => {
  it("shows the week's rows, and says public holidays differ when the times have a rule for them", () => {
    const html = renderToStaticMarkup(
      <VenueOpeningTimes venue={venue('Mo-Fr 06:30-22:00; Sa,Su 07:00-21:00; PH off')} />,
    );
    expect(html).toContain('<dt>Monday to Friday</dt><dd>06:30–22:00</dd>');
    expect(html).toContain('<p>Hours may differ on public holidays.</p>');
    expect(renderToStaticMarkup(<VenueOpeningTimes venue={venue('Mo-Su 06:00-22:00')} />)).not.toContain(
      'public holidays',
    );
  });

  it('shows times it cannot read as the operator wrote them, and nothing when there are none', () => {
    const html = renderToStaticMarkup(<VenueOpeningTimes venue={venue('Mo-Fr 06:30-22:00; Dec 25 off')} />);
    expect(html).toContain('<p>Mo-Fr 06:30-22:00; Dec 25 off</p>');
    expect(html).not.toContain('<dl>');
    expect(renderToStaticMarkup(<VenueOpeningTimes venue={venue(null)} />)).toBe('');
  });
});
