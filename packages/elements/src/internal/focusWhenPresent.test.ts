import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusWhenPresent } from './focusWhenPresent.ts';

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

const field = () => Object.assign(document.createElement('input'), { id: 'find' });

describe('focusWhenPresent', () => {
  it('focuses a field that is already there', () => {
    document.body.append(field());
    focusWhenPresent(document.body, '#find');
    expect(document.activeElement?.id).toBe('find');
  });

  it('focuses a field of a view that renders later, inside a shadow root', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    const button = shadow.appendChild(document.createElement('button'));
    button.focus();
    focusWhenPresent(shadow, '#find');
    const later = document.createElement('form');
    later.append(field());
    shadow.append(later);
    await Promise.resolve();
    expect(shadow.activeElement?.id).toBe('find');
  });

  it('leaves the focus alone when the person has moved on before the view came, or after the time out', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    const [first, second] = [0, 1].map(() => shadow.appendChild(document.createElement('button')));
    first!.focus();
    focusWhenPresent(shadow, '#find');
    second!.focus();
    shadow.append(field());
    await Promise.resolve();
    expect(shadow.activeElement).toBe(second);
    document.body.replaceChildren();

    const other = document.body.appendChild(document.createElement('button'));
    focusWhenPresent(document.body, '#find');
    other.focus();
    document.body.append(field());
    await Promise.resolve();
    expect(document.activeElement).toBe(other);

    vi.useFakeTimers();
    other.blur();
    document.body.replaceChildren();
    focusWhenPresent(document.body, '#find', 1_000);
    vi.advanceTimersByTime(1_001);
    document.body.append(field());
    await Promise.resolve();
    expect(document.activeElement?.id).not.toBe('find');
  });
});
