import { ensureOnBody } from './ensureOnBody.ts';

describe('ensureOnBody', () => {
  it('adds the page-wide element once, however many bundles ask', () => {
    const doc = document.implementation.createHTMLDocument('page');
    ensureOnBody('venue-probe', doc);
    ensureOnBody('venue-probe', doc);
    expect(doc.body.querySelectorAll('venue-probe')).toHaveLength(1);
  });

  it('waits for the body when the script runs in the head', () => {
    const doc = document.implementation.createHTMLDocument('page');
    const body = doc.body;
    body.remove();
    ensureOnBody('venue-probe', doc);
    expect(doc.querySelector('venue-probe')).toBeNull();
    doc.documentElement.append(body);
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    expect(body.querySelectorAll('venue-probe')).toHaveLength(1);
  });
});
