import { Component, type ErrorInfo, type ReactNode } from 'react';

/** MSG-029: the generic error text, shown instead of a blank box when a view throws. */
export const GENERIC_ERROR_TEXT = 'We may have dropped the ball on this one.';

interface Props {
  tag: string;
  children?: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Catches a view's render errors so an operator's page shows a message, not an empty hole.
 * A class component because React (and preact/compat) only offer error boundaries as classes.
 */
export class ElementErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The operator's console is the only place this can be diagnosed on a third-party page.
    console.error(`<${this.props.tag}> failed to render`, error, info?.componentStack ?? '');
  }

  override render(): ReactNode {
    if (this.state.failed) {
      // Retry renders the view again: a view whose code did not arrive (a dropped connection, a release
      // replacing the files) asks for it again (lazyView.ts), so the person is not left at a dead end.
      return (
        <div role="alert" data-venue-error="">
          <p>{GENERIC_ERROR_TEXT}</p>
          <button type="button" onClick={() => this.setState({ failed: false })}>
            Retry
          </button>
        </div>
      );
    }
    return this.props.children;
  }
}
