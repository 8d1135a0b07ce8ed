import {
  createElement,
  useLayoutEffect,
  useState,
  type ComponentType,
  type FunctionComponent,
  type ReactNode,
} from 'react';

/** A lazily loaded view, with `preload()` to start fetching its code before it first renders. */
export type LazyView<P extends object> = FunctionComponent<P> & { preload(): Promise<ComponentType<P>> };

/**
 * A view whose code loads on first render, for a heavy part of a view (the signed-in checkout's screen, a
 * course's book view) or a view its element's define should not wait for (the activity booking's: its define
 * starts the venue's reads before the view's code arrives): its code arrives in a separate chunk. Other
 * defines import their view (one file with it, and no second round trip: 2026-11-29).
 *
 * `defineVenueElement('activity-booking', lazyView(() => import('./ActivityBooking.tsx').then(m => m.ActivityBooking)),
 * {...})`
 *
 * Not React.lazy under Suspense: React holds back the content that replaces a Suspense fallback until
 * 300 ms after the fallback appeared (its fallback throttle), and a first read started by the view (the
 * course list's) waited that long behind a chunk the page had already preloaded (issue 12). The view
 * swaps in with a state update instead. A failed load is thrown from render, to the element's error
 * boundary, and is tried again on the next mount.
 */
export function lazyView<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: () => ReactNode = () => createElement('div', { 'aria-busy': 'true', 'data-venue-loading': '' }),
): LazyView<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (view) => (loaded = view),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function LazyView(props: P) {
    const [view, setView] = useState<{ View?: ComponentType<P>; failed?: { error: unknown } }>(() => ({
      View: loaded,
    }));
    // A layout effect: the wait starts in this frame (Preact runs plain effects a frame later).
    useLayoutEffect(() => {
      if (view.View) return;
      let live = true;
      preload().then(
        (View) => live && setView({ View }),
        (error: unknown) => live && setView({ failed: { error } }),
      );
      return () => {
        live = false;
      };
    }, [view.View]);
    if (view.failed) throw view.failed.error;
    return view.View ? createElement(view.View, props) : fallback();
  }
  LazyView.preload = preload;
  return LazyView;
}
