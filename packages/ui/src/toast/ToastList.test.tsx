import { act } from 'react';
import { cleanup, click, render } from '../internal/testing';
import { TOAST_DEFAULT_DURATION_MS, ToastList, type ToastView } from './ToastList';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ToastList', () => {
  it('UI-032 a toast is dismissed after 5000 ms by default', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <ToastList
        toasts={[{ id: 1, type: 'success', message: 'Successfully added item to the basket.' }]}
        onDismiss={onDismiss}
      />,
    );
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
    act(() => vi.advanceTimersByTime(4999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith(1);
  });

  it('MSG-037 honours a shorter duration (3000 ms) and 0 keeps a toast until closed', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    const toasts: ToastView[] = [
      { id: 'short', type: 'danger', message: "We couldn't find the activity you are looking for", duration: 3000 },
      { id: 'sticky', type: 'info', message: 'Stays', duration: 0 },
    ];
    const { container } = render(<ToastList toasts={toasts} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(onDismiss).toHaveBeenCalledWith('short');
    act(() => vi.advanceTimersByTime(60000));
    expect(onDismiss).not.toHaveBeenCalledWith('sticky');
    click(container.querySelectorAll('[aria-label="Dismiss notification"]')[1]!);
    expect(onDismiss).toHaveBeenCalledWith('sticky');
  });

  it('UI-034 renders the danger, info, success and warning colours; MSG-034 lists validation messages', () => {
    const types = ['danger', 'info', 'success', 'warning'] as const;
    const { container } = render(
      <ToastList
        toasts={[
          ...types.map((type) => ({ id: type, type, message: type })),
          {
            id: 'v',
            type: 'danger' as const,
            title: 'Validation errors',
            message: 'Validation errors',
            items: ['Email is required', 'Password is required'],
          },
        ]}
        onDismiss={() => {}}
      />,
    );
    const items = [...container.querySelectorAll<HTMLElement>('ol > li')];
    expect(items.map((li) => li.dataset.type)).toEqual([...types, 'danger']);
    const classes = new Set(items.slice(0, 4).map((li) => li.className));
    expect(classes.size).toBe(4);
    expect([...items[4]!.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual([
      'Email is required',
      'Password is required',
    ]);
    expect(items[4]!.textContent).toContain('Validation errors');
  });

  it('UI-033 the toast list is 325 px wide', () => {
    const { container } = render(<ToastList toasts={[{ id: 1, type: 'info', message: 'x' }]} onDismiss={() => {}} />);
    const list = container.querySelector('ol')!;
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toMatch(new RegExp(`\\.${list.className}\\s*\\{[^}]*width:\\s*325px`));
  });
});
