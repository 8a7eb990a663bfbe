import { Component, type ReactNode } from 'react';
import { ErrorMessage } from './error-message';

interface State {
  error: Error | null;
}

/** Catches a page that failed to load or render (an old chunk after a deploy, a bug) and offers a reload. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(previous: { resetKey?: string }) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  render() {
    if (this.state.error) {
      return <ErrorMessage message="Cette page n'a pas pu s'afficher." onRetry={() => window.location.reload()} />;
    }
    return this.props.children;
  }
}
