import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';
import { usePrompt } from './confirm-dialog';
// ProseMirror's own rules, as files (the editor's injected style element is one the CSP would refuse).
import 'prosemirror-view/style/prosemirror.css';
import 'prosemirror-gapcursor/style/gapcursor.css';
import './rich-text-editor.css';

/** Links the site may hold (the server and the SPA's sanitiser allow these only). */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/** The address typed for a link, or null when it is refused ('javascript:', relative…). */
export function safeLinkHref(raw: string): string | null {
  const href = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return SAFE_LINK.test(href) ? href : null;
}

export interface RichTextEditorProps {
  /** The editable area's id; its label is `${id}-label`. */
  id: string;
  label: ReactNode;
  /** HTML in and out ('' when empty). */
  value: string;
  onChange: (html: string) => void;
  required?: boolean;
  /** Ids of the hint and error messages that describe the area. */
  describedBy?: string;
  invalid?: boolean;
}

/** The server's allowlist, no more: paragraphs, bold, italic, h2–h3, lists, quotes, links; the rest is off. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: false,
  }),
  Link.configure({
    openOnClick: false,
    autolink: false,
    protocols: ['mailto'],
    isAllowedUri: (url) => safeLinkHref(url) !== null,
    HTMLAttributes: { rel: 'noopener noreferrer', target: null },
  }),
];

interface ToolProps {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onPress: () => void;
  children: ReactNode;
}

/** One toolbar button: a real button, named in French, saying whether its format is on. */
function Tool({ label, pressed, disabled, onPress, children }: ToolProps) {
  return (
    <button
      type="button"
      className="rich-text__tool"
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the text selection in the editor while the button is pressed with the mouse.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/** What the link dialog refuses: anything but an http, https or mailto address (empty removes the link). */
const linkRefusal = (typed: string) =>
  typed.trim() === '' || safeLinkHref(typed.trim()) ? null : 'Adresse refusée : seuls les liens commençant par http://, https:// ou mailto: sont acceptés.';

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const chain = () => editor.chain().focus();
  const { prompt, dialog } = usePrompt();
  const addLink = async () => {
    const current = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const typed = await prompt({
      title: 'Lien',
      label: 'Adresse du lien',
      hint: 'https://…, http://… ou mailto:… ; laissez vide pour retirer le lien.',
      initial: current,
      confirmText: 'Appliquer',
      validate: linkRefusal,
    });
    if (typed === null) return;
    const href = safeLinkHref(typed.trim());
    if (href) chain().extendMarkRange('link').setLink({ href }).run();
    else chain().extendMarkRange('link').unsetLink().run();
  };
  return (
    <>
      <div className="rich-text__toolbar" role="toolbar" aria-label={`Mise en forme : ${label}`}>
        <Tool label="Gras" pressed={editor.isActive('bold')} onPress={() => chain().toggleBold().run()}>
          <strong>G</strong>
        </Tool>
        <Tool label="Italique" pressed={editor.isActive('italic')} onPress={() => chain().toggleItalic().run()}>
          <em>I</em>
        </Tool>
        {/* Marks of two characters are drawn by CSS: as text they would have to be part of the button's name (WCAG 2.5.3). */}
        <Tool label="Titre de niveau 2" pressed={editor.isActive('heading', { level: 2 })} onPress={() => chain().toggleHeading({ level: 2 }).run()}>
          <span className="rich-text__mark" data-mark="T2" />
        </Tool>
        <Tool label="Titre de niveau 3" pressed={editor.isActive('heading', { level: 3 })} onPress={() => chain().toggleHeading({ level: 3 }).run()}>
          <span className="rich-text__mark" data-mark="T3" />
        </Tool>
        <Tool label="Liste à puces" pressed={editor.isActive('bulletList')} onPress={() => chain().toggleBulletList().run()}>
          •
        </Tool>
        <Tool label="Liste numérotée" pressed={editor.isActive('orderedList')} onPress={() => chain().toggleOrderedList().run()}>
          <span className="rich-text__mark" data-mark="1." />
        </Tool>
        <Tool label="Citation" pressed={editor.isActive('blockquote')} onPress={() => chain().toggleBlockquote().run()}>
          «
        </Tool>
        <Tool label="Lien" pressed={editor.isActive('link')} onPress={() => void addLink()}>
          {/* Drawn, not an emoji: not every system has a font for 🔗. */}
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
            <path d="M10 14a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
            <path d="M14 10a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
          </svg>
        </Tool>
        <Tool label="Annuler" disabled={!editor.can().undo()} onPress={() => chain().undo().run()}>
          ↶
        </Tool>
        <Tool label="Rétablir" disabled={!editor.can().redo()} onPress={() => chain().redo().run()}>
          ↷
        </Tool>
      </div>
      {dialog}
    </>
  );
}

/**
 * The rich text editor of the back office (Tiptap): the formats the server keeps, a toolbar of real
 * buttons, the editable area named by the field's label. Loaded lazily (see rich-text-field).
 */
export function RichTextEditor({ id, label, value, onChange, required, describedBy, invalid }: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: true,
    // Its base styles come from the stylesheets imported above, not from a style element it would write.
    injectCSS: false,
    // The toolbar's pressed states follow the selection.
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id,
        class: 'rich-text__area prose',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const labelText = typeof label === 'string' ? label : 'Texte';
  return (
    <div className={`rich-text${invalid ? ' is-invalid' : ''}`}>
      {/* An editable area is not a labelable element: it is named by aria-labelledby; a click on the name focuses it. */}
      <span id={labelId} className="field__label rich-text__label" onClick={() => editor?.commands.focus()}>
        {label}
      </span>
      {editor && <Toolbar editor={editor} label={labelText} />}
      <EditorContent editor={editor} />
    </div>
  );
}
