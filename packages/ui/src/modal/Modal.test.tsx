import { useState } from 'react';
import { activeElementDeep, byText, cleanup, click, press, render } from '../internal/testing';
import { Modal } from './Modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal
        open={open}
        title="Log in"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <input aria-label="Email" />
        <button>Submit</button>
      </Modal>
    </>
  );
}

afterEach(cleanup);

describe('Modal', () => {
  it('given a closed modal, after opening, focus moves into the labelled dialog', () => {
    const { container } = render(<Harness />);
    const opener = byText<HTMLButtonElement>(container, 'Open', 'button');
    opener.focus();
    click(opener);
    const dialog = container.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const titleId = dialog.getAttribute('aria-labelledby')!;
    expect(container.querySelector(`#${titleId}`)?.textContent).toBe('Log in');
    // The first focusable element is the close button in the header.
    expect(activeElementDeep()?.getAttribute('aria-label')).toBe('Close');
  });

  it('traps Tab and Shift+Tab inside the dialog', () => {
    const { container } = render(<Harness />);
    click(byText(container, 'Open', 'button'));
    const submit = byText<HTMLButtonElement>(container, 'Submit', 'button');
    const close = container.querySelector<HTMLButtonElement>('[aria-label="Close"]')!;
    submit.focus();
    press(submit, 'Tab');
    expect(activeElementDeep()).toBe(close);
    press(close, 'Tab', { shiftKey: true });
    expect(activeElementDeep()).toBe(submit);
  });

  it('Escape closes it and focus returns to the opener', () => {
    const onClose = vi.fn();
    const { container } = render(<Harness onClose={onClose} />);
    const opener = byText<HTMLButtonElement>(container, 'Open', 'button');
    opener.focus();
    click(opener);
    press(activeElementDeep()!, 'Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(activeElementDeep()).toBe(opener);
  });

  it('returns focus to an opener inside another shadow root', () => {
    const otherHost = document.createElement('div');
    document.body.appendChild(otherHost);
    const otherRoot = otherHost.attachShadow({ mode: 'open' });
    const opener = document.createElement('button');
    opener.textContent = 'Log in';
    otherRoot.appendChild(opener);
    opener.focus();

    const modalHost = document.createElement('div');
    document.body.appendChild(modalHost);
    const modalRoot = modalHost.attachShadow({ mode: 'open' });
    const view = render(
      <Modal open title="Log in" onClose={() => {}}>
        <input aria-label="Email" />
      </Modal>,
      modalRoot,
    );
    expect(activeElementDeep()?.getAttribute('aria-label')).toBe('Close');
    view.rerender(<Modal open={false} title="Log in" onClose={() => {}} />);
    expect(activeElementDeep()).toBe(opener);
  });

  it('locks page scrolling while open, counting nested dialogs', () => {
    const first = render(<Modal open title="A" onClose={() => {}} />);
    const second = render(<Modal open title="B" onClose={() => {}} />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    first.unmount();
    expect(document.documentElement.style.overflow).toBe('hidden');
    second.unmount();
    expect(document.documentElement.style.overflow).toBe('');
  });
});
