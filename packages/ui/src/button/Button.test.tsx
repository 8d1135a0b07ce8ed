import { cleanup, click, render } from '../internal/testing';
import { Button } from './Button';

afterEach(cleanup);

describe('Button', () => {
  it('while loading it is busy, announces the spinner label and ignores clicks', () => {
    const onClick = vi.fn();
    const view = render(
      <Button loading loadingLabel="Logging in" onClick={onClick}>
        Log in
      </Button>,
    );
    const button = view.container.querySelector('button')!;
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector('[role="status"]')?.textContent).toBe('Logging in');
    click(button);
    expect(onClick).not.toHaveBeenCalled();
    view.rerender(<Button onClick={onClick}>Log in</Button>);
    click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('THEME-010 the secondary variant reads the secondary-button tokens (solid or outline per theme)', () => {
    const { container } = render(<Button variant="secondary">Cancel</Button>);
    const button = container.querySelector('button')!;
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    const own = [...button.classList]
      .map((c) => css.match(new RegExp(`\\.${c}\\s*\\{([^}]*)\\}`))?.[1] ?? '')
      .join(';');
    expect(own).toMatch(/background-color:\s*var\(--[^)]*secondaryButton[^)]*background/);
  });
});
