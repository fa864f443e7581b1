import { Component, type ReactNode } from 'react';
import { reportError } from '@planner/platform';

/** Sends render errors of the shell's own tree to the global error pages. */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
