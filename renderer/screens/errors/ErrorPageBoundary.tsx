/**
 * Guards the error page itself: if showing it throws, the spec's last-resort text appears, in
 * plain markup that cannot fail the same way.
 */
import { Component, type ReactNode } from 'react';
import { definitions } from '../../definitions.ts';

interface State {
  readonly failed: boolean;
}

export class ErrorPageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('The error page failed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const page = definitions.app.errors.errorPageFailure;
    return (
      <main data-testid="error-page-failure" style={{ padding: 32, textAlign: 'center', fontFamily: 'sans-serif' }}>
        <h1>{page.title}</h1>
        {page.text && <p>{page.text}</p>}
        <a href="/">{page.link ?? 'Go back to home'}</a>
      </main>
    );
  }
}
