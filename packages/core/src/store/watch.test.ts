import { createTestSession } from '../testing/session.ts';
import { selectCartItemCount, selectToastList } from './selectors.ts';
import { watch } from './watch.ts';

describe('watch', () => {
  it('reports a selected value only when it changes', () => {
    const session = createTestSession();
    const counts: Array<[number, number]> = [];
    const stop = watch(session.store, selectCartItemCount, (next, previous) => counts.push([next, previous]));
    session.state().map.setSearchTerm('x');
    session.state().toasts.push({ type: 'info', message: 'm' });
    expect(counts).toEqual([]);
    session.state().cart.replace({ items: [{ id: 1, quantity: 2 }], itemCount: 2 });
    session.state().cart.replace({ items: [{ id: 1, quantity: 2 }], itemCount: 2 });
    expect(counts).toEqual([[2, 0]]);
    stop();
    session.state().cart.reset();
    expect(counts).toEqual([[2, 0]]);
  });

  it('takes a custom equality for derived values', () => {
    const session = createTestSession();
    const seen: number[] = [];
    watch(session.store, (s) => selectToastList(s).map((t) => t.type), (types) => seen.push(types.length), (a, b) => a.join() === b.join());
    session.state().toasts.push({ type: 'info', message: 'a' });
    session.state().map.setRadius(3);
    expect(seen).toEqual([1]);
  });
});
