import { act } from 'react';
import { cleanup, press, render } from '../internal/testing';
import { Tooltip } from './Tooltip';

afterEach(cleanup);

describe('Tooltip', () => {
  it('the trigger is keyboard focusable and described by the tooltip text', () => {
    const { container } = render(<Tooltip content="You have already booked this course">Booked</Tooltip>);
    const trigger = container.querySelector<HTMLElement>('[aria-describedby]')!;
    expect(trigger.tabIndex).toBe(0);
    const tip = container.querySelector(`#${trigger.getAttribute('aria-describedby')}`)!;
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.textContent).toBe('You have already booked this course');
    expect(tip.hasAttribute('hidden')).toBe(true);
  });

  it('shows on focus and hides on Escape', async () => {
    const { container } = render(
      <Tooltip content="reserved">
        {(props) => (
          <button {...props} aria-disabled="true">
            Book
          </button>
        )}
      </Tooltip>,
    );
    const button = container.querySelector('button')!;
    const tip = container.querySelector('[role="tooltip"]')!;
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    await act(async () => {
      button.focus();
      button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(tip.hasAttribute('hidden')).toBe(false);
    press(button, 'Escape');
    expect(tip.hasAttribute('hidden')).toBe(true);
  });

  it('is placed by Floating UI once open (its code loads on first open), and shows after a hover rests', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { container } = render(<Tooltip content="Choose the customer first.">Book</Tooltip>);
      const trigger = container.querySelector<HTMLElement>('[aria-describedby]')!;
      const tip = container.querySelector<HTMLElement>('[role="tooltip"]')!;
      await act(async () => {
        trigger.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        trigger.dispatchEvent(new MouseEvent('mouseenter'));
      });
      expect(tip.hasAttribute('hidden')).toBe(true);
      await act(async () => {
        vi.advanceTimersByTime(150);
      });
      expect(tip.hasAttribute('hidden')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    const tip = document.querySelector<HTMLElement>('[role="tooltip"]')!;
    await vi.waitFor(() => expect(tip.style.visibility).not.toBe('hidden'));
    expect(tip.style.position).toBe('absolute');
  });
});
