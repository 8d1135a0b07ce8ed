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
});
