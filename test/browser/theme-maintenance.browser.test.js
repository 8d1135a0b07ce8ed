// The theme call answers 503 (maintenance mode): on an operator's page the elements keep the
// default theme and the page hears `venue:theme` with the maintenance state (THEME-016).
import { expect } from 'chai';
import { loadBundle } from './helpers.js';

describe('the theme in maintenance mode', () => {
  it('THEME-016 reports the maintenance state and keeps the default theme', async () => {
    const heard = new Promise((resolve) =>
      document.addEventListener('venue:theme', (e) => resolve(e.detail), { once: true }),
    );
    await loadBundle('/dist/embed/venue-elements.js', { api: location.origin, venue: 'maintenance' });
    const detail = await heard;
    expect(detail).to.deep.equal({ status: 'maintenance', httpStatus: 503 });
    expect(getComputedStyle(document.documentElement).getPropertyValue('--venue-primary').trim()).to.equal('#8C59F8');
    const theme = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/frontend/theme'));
    // Maintenance is site-wide: no second call without the venue (the client's own retries aside).
    expect(theme.every((e) => e.name.includes('venue=maintenance'))).to.equal(true);
  });
});
