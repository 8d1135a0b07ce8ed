import { useState } from 'react';
import { act } from 'react';
import { cleanup, click, press, render } from '../internal/testing';
import { DateStrip } from './DateStrip';

afterEach(cleanup);

function Harness({ start, min, onChange }: { start: string; min?: string; onChange?: (d: string) => void }) {
  const [value, setValue] = useState(start);
  return (
    <DateStrip
      value={value}
      min={min}
      onChange={(d) => {
        onChange?.(d);
        setValue(d);
      }}
    />
  );
}

const dates = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLButtonElement>('[data-date]')].map((b) => b.dataset.date);

describe('DateStrip', () => {
  it('CONST-011 shows the week from Monday to Sunday holding the selected date', () => {
    // 2026-11-22 is a Sunday: its week starts on Monday 16 November.
    const { container } = render(<Harness start="2026-11-22" />);
    expect(dates(container)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    const selected = container.querySelector('[aria-pressed="true"]')!;
    // Named by its full date (visually hidden text), the short visible Sun/22 hidden from screen readers.
    expect(selected.getAttribute('aria-label')).toBeNull();
    expect([...selected.children].find((c) => !c.hasAttribute('aria-hidden'))?.textContent).toBe(
      'Sunday 22 November 2026',
    );
    expect(container.querySelectorAll('[data-date][tabindex="0"]')).toHaveLength(1);
  });

  it('arrow keys move the selection a day, crossing into the next week', async () => {
    const onChange = vi.fn();
    const { container } = render(<Harness start="2026-11-22" onChange={onChange} />);
    press(container.querySelector('[aria-pressed="true"]')!, 'ArrowRight');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-23');
    expect(dates(container)[0]).toBe('2026-11-23');
    press(container.querySelector('[aria-pressed="true"]')!, 'ArrowLeft');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-22');
    press(container.querySelector('[aria-pressed="true"]')!, 'Home');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-16');
    await act(async () => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    expect((container.getRootNode() as Document).activeElement?.getAttribute('data-date')).toBe('2026-11-16');
  });

  it('days before min are disabled and the previous week cannot be reached', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness start="2026-11-18" min="2026-11-17" onChange={onChange} />);
    expect(container.querySelector<HTMLButtonElement>('[data-date="2026-11-16"]')!.disabled).toBe(true);
    expect(container.querySelector<HTMLButtonElement>('[aria-label="Previous week"]')!.disabled).toBe(true);
    press(container.querySelector('[aria-pressed="true"]')!, 'Home');
    expect(onChange).not.toHaveBeenCalled();
    click(container.querySelector('[aria-label="Next week"]')!);
    expect(onChange).toHaveBeenLastCalledWith('2026-11-25');
  });
});
