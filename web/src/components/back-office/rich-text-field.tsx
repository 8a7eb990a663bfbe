import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

// Tiptap and ProseMirror are heavy: only the pages that edit rich text load them, in their own chunk.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/** The rich text editor, loaded on first use; a quiet placeholder meanwhile. */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <p role="status" className="staff-loading">
          Chargement de l’éditeur…
        </p>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
