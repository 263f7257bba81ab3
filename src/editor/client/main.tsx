// Entry of the editor page (/__edit, dev server only).
import { createRoot } from 'react-dom/client';
import { Editor } from './Editor.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import './editor.css';

createRoot(document.getElementById('editor')!).render(
  <ErrorBoundary>
    <Editor />
  </ErrorBoundary>,
);
