import { envelope, setupPage } from '../../../../test/fixtures/viewTestPage.tsx';
import { missingPlace } from './missingPlace.ts';

const RIVERSIDE = { id: 1, name: 'Riverside Leisure Centre', slug: 'riverside' };

describe('missingPlace: why a course or camp list is empty', () => {
  it('names the venue when the venue is not found (404)', async () => {
    setupPage();
    expect(await missingPlace('nowhere', 'swimming')).toBe('venue');
  });

  it('names the activity when the venue is found and the activity at it is not', async () => {
    const page = setupPage();
    page.server.on('GET', '/api/venues/riverside', envelope(RIVERSIDE));
    expect(await missingPlace('riverside', 'nope-course')).toBe('activity');
  });

  it('finds nothing missing when both exist, or no activity is named', async () => {
    const page = setupPage();
    page.server
      .on('GET', '/api/venues/riverside', envelope(RIVERSIDE))
      .on('GET', '/api/venue/riverside/categories/courses', envelope({ id: 7, name: 'Courses', slug: 'courses' }));
    expect(await missingPlace('riverside', 'courses')).toBeNull();
    expect(await missingPlace('riverside', undefined)).toBeNull();
    expect(await missingPlace(undefined, undefined)).toBeNull();
  });

  it('a server error or no answer is not "not found": the plain empty state stays', async () => {
    const page = setupPage();
    page.server.on('GET', '/api/venues/riverside', { status: 500, body: { message: 'Down' } });
    expect(await missingPlace('riverside', undefined)).toBeNull();
  });
});
