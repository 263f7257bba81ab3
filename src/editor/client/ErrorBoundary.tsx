// The editor's last safety net: anything that throws while drawing shows a plain message and a way back, never a white page.
import { Component, type ReactNode } from 'react';

type State = { error: Error | null };

/** Says, in both languages (the editor's own language lives in the tree that failed), that unsaved edits are kept and how to get them back. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="editor-crash" role="alert">
        <h1>L’éditeur a rencontré un problème</h1>
        <p>
          Vos modifications non enregistrées sont gardées sur cet ordinateur : rechargez l’éditeur pour les retrouver.
        </p>
        <p lang="en-CA">
          The editor ran into a problem. Your unsaved changes are kept on this computer: reload the editor to get them
          back.
        </p>
        <button type="button" className="button" onClick={() => location.reload()}>
          Recharger l’éditeur <span lang="en-CA">(Reload the editor)</span>
        </button>
        <details>
          <summary>
            Détails techniques <span lang="en-CA">(technical details)</span>
          </summary>
          <pre>{error.message}</pre>
        </details>
      </main>
    );
  }
}
