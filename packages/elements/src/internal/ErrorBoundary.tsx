import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { ErrorLook } from './errorLook.ts';

/** MSG-029: the generic error text, shown instead of a blank box when a view throws. */
export const GENERIC_ERROR_TEXT = 'We may have dropped the ball on this one.';

interface Props {
  tag: string;
  children?: ReactNode;
}

interface State {
  failed: boolean;
  look?: ErrorLook;
}

/**
 * Catches a view's render errors so an operator's page shows a message, not an empty hole.
 * A class component because React (and preact/compat) only offer error boundaries as classes.
 */
export class ElementErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };
  /**
   * Retry was pressed, which took the button (and focus) away: if the view fails again, focus goes to the
   * new Retry rather than staying lost on the page's body. A first failure never takes focus.
   */
  declare private retried?: boolean;

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The operator's console is the only place this can be diagnosed on a third-party page.
    console.error(`<${this.props.tag}> failed to render`, error, info?.componentStack ?? '');
    import('./errorLook.ts').then(
      ({ errorLook }) => this.setState({ look: errorLook }),
      () => {},
    );
  }

  override render(): ReactNode {
    const { failed, look } = this.state;
    if (failed) {
      // Retry renders the view again: a view whose code did not arrive (a dropped connection, a release
      // replacing the files) asks for it again (lazyView.ts), so the person is not left at a dead end.
      return (
        <div role="alert" data-venue-error="" className={look?.box}>
          <p>{GENERIC_ERROR_TEXT}</p>
          <button
            ref={(button) => {
              if (button && this.retried) {
                this.retried = false;
                button.focus();
              }
            }}
            type="button"
            className={look?.button}
            onClick={() => {
              this.retried = true;
              this.setState({ failed: false });
            }}
          >
            Retry
          </button>
        </div>
      );
    }
    return this.props.children;
  }
}
