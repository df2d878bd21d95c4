import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './crash-screen';

interface AppErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * The last line of defence around the whole app: an error the router's own error element
 * cannot catch (in a provider, the layout or the router itself) still ends on the crash
 * screen rather than a blank page.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled error in the app', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <main className="site-main crash-main">
          <CrashScreen error={this.state.error} />
        </main>
      );
    }
    return this.props.children;
  }
}
