import { Component, type ReactNode } from 'react';
import { Layout } from './layout/Layout.tsx';
import { ErrorPage } from './pages/ErrorPage.tsx';
import { BookingRoutes } from './routing/BookingRoutes.tsx';

/** The last line of defence: a render error anywhere shows the generic error page, never a blank screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <main id="main" className="standalone">
        <ErrorPage />
      </main>
    ) : (
      this.props.children
    );
  }
}

export function BookingApp() {
  return (
    <AppErrorBoundary>
      <Layout>
        <BookingRoutes />
      </Layout>
    </AppErrorBoundary>
  );
}
