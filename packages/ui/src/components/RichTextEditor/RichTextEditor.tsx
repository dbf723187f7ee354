import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState, type ReactNode } from 'react';
import { Text } from 'react-aria-components/Text';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Toolbar } from 'react-aria-components/Toolbar';
import { cx } from '../../utils/cx';
import * as proseStyles from '../Prose/Prose.css';
import { fieldStyles, ErrorIcon } from '../TextField/FieldParts';
import { ImagePanel, type UploadImage } from './ImagePanel';
import { LinkPanel } from './LinkPanel';
import * as styles from './RichTextEditor.css';

export type { UploadImage } from './ImagePanel';

export interface RichTextEditorProps {
  /** The visible label, e.g. "Article". It names the writing area for screen readers. */
  label: string;
  /** The HTML to start from. The editor keeps its own text after that; remount it (a new `key`) to load another. */
  defaultValue?: string;
  /** Every change, as HTML. The server cleans it when it is stored; this component does not. */
  onChange?: (html: string) => void;
  /** Help text under the box. */
  description?: ReactNode;
  /** Shown under the box, and the box marked invalid, when given. */
  errorMessage?: string;
  /**
   * Stores a picture the writer chose and answers its address. Without it, the toolbar has no picture
   * button. The component knows nothing of where pictures go.
   */
  uploadImage?: UploadImage;
  /** Heading levels offered; 1 is the page title (articles), so policy pages may offer 2 and 3 only. */
  headingLevels?: readonly (1 | 2 | 3)[];
  className?: string;
}

type Panel = 'link' | 'image' | null;

/**
 * Rich text for staff: headings, bold and italic, lists, quotes, links and pictures with alt text, on
 * TipTap. The writing area is a labelled multi-line textbox; arrow keys move along the toolbar, every
 * toggle says whether it is on (aria-pressed), and the usual shortcuts work (Ctrl/⌘+B, I, Z, Shift+Z;
 * Ctrl/⌘+Alt+1–3 for headings; each named on hover). It writes only what the shop's article allow-list
 * keeps (no code, strike-through, underline or rules).
 */
export function RichTextEditor({
  label,
  defaultValue = '',
  onChange,
  description,
  errorMessage,
  uploadImage,
  headingLevels = [1, 2, 3],
  className,
}: RichTextEditorProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const contentId = useId();
  const [panel, setPanel] = useState<Panel>(null);
  const describedBy = [description !== undefined ? descriptionId : null, errorMessage ? errorId : null].filter(Boolean).join(' ');

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [...headingLevels] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        // Links open in the same tab; the server gives every stored link its rel.
        link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'], defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null } },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: defaultValue,
    immediatelyRender: true,
    // The shop's Content-Security-Policy refuses injected <style> elements; the few rules ProseMirror
    // needs are in RichTextEditor.css.ts.
    injectCSS: false,
    editorProps: {
      attributes: {
        id: contentId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(errorMessage ? { 'aria-invalid': 'true' } : {}),
        class: cx(proseStyles.prose, proseStyles.variant.document, styles.content),
      },
    },
    onUpdate: ({ editor: changed }) => onChange?.(changed.getHTML()),
  });

  return (
    <div className={cx(fieldStyles.field, className)}>
      {/* Not a <label>: the writing area is not a form control; aria-labelledby ties them. */}
      <span id={labelId} className={fieldStyles.label} onClick={() => editor.commands.focus()}>
        {label}
      </span>
      <div className={styles.frame} data-invalid={errorMessage ? true : undefined}>
        <FormattingToolbar editor={editor} label={label} contentId={contentId} headingLevels={headingLevels} panel={panel} onPanel={setPanel} canUpload={uploadImage !== undefined} />
        {panel === 'link' && <LinkPanel editor={editor} onClose={() => setPanel(null)} />}
        {panel === 'image' && uploadImage && <ImagePanel editor={editor} uploadImage={uploadImage} onClose={() => setPanel(null)} />}
        <EditorContent editor={editor} />
      </div>
      {description !== undefined && (
        <Text id={descriptionId} className={fieldStyles.description}>
          {description}
        </Text>
      )}
      {errorMessage && (
        <div id={errorId} className={fieldStyles.error}>
          <ErrorIcon />
          <span>{errorMessage}</span>
        </div>
      )}
    </div>
  );
}

interface ToolbarProps {
  editor: Editor;
  label: string;
  contentId: string;
  headingLevels: readonly (1 | 2 | 3)[];
  panel: Panel;
  onPanel: (panel: Panel) => void;
  canUpload: boolean;
}

function FormattingToolbar({ editor, label, contentId, headingLevels, panel, onPanel, canUpload }: ToolbarProps) {
  // Re-read on every transaction, so each toggle's pressed state follows the caret.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const headingState = { 1: state.h1, 2: state.h2, 3: state.h3 } as const;

  return (
    <Toolbar aria-label={`${label} formatting`} aria-controls={contentId} className={styles.toolbar}>
      <Tool name="Bold" shortcut="Control+B" glyph={<strong>B</strong>} isSelected={state.bold} onChange={() => chain().toggleBold().run()} />
      <Tool name="Italic" shortcut="Control+I" glyph={<em>I</em>} isSelected={state.italic} onChange={() => chain().toggleItalic().run()} />
      <span className={styles.separator} aria-hidden="true" />
      {headingLevels.map((level) => (
        <Tool
          key={level}
          name={`Heading ${level}`}
          shortcut={`Control+Alt+${level}`}
          isSelected={headingState[level]}
          onChange={() => chain().toggleHeading({ level }).run()}
        />
      ))}
      <span className={styles.separator} aria-hidden="true" />
      <Tool name="Bulleted list" shortcut="Control+Shift+8" isSelected={state.bulletList} onChange={() => chain().toggleBulletList().run()} />
      <Tool name="Numbered list" shortcut="Control+Shift+7" isSelected={state.orderedList} onChange={() => chain().toggleOrderedList().run()} />
      <Tool name="Quote" shortcut="Control+Shift+B" isSelected={state.blockquote} onChange={() => chain().toggleBlockquote().run()} />
      <span className={styles.separator} aria-hidden="true" />
      <Tool name="Link" isSelected={state.link || panel === 'link'} onChange={() => onPanel(panel === 'link' ? null : 'link')} />
      {canUpload && <Tool name="Picture" isSelected={panel === 'image'} onChange={() => onPanel(panel === 'image' ? null : 'image')} />}
      <span className={styles.separator} aria-hidden="true" />
      <AriaButton aria-label="Undo" className={styles.toolButton} isDisabled={!state.canUndo} onPress={() => chain().undo().run()}>
        ↶
      </AriaButton>
      <AriaButton aria-label="Redo" className={styles.toolButton} isDisabled={!state.canRedo} onPress={() => chain().redo().run()}>
        ↷
      </AriaButton>
    </Toolbar>
  );
}

interface ToolProps {
  name: string;
  shortcut?: string;
  /** A one-letter mark shown instead of the name (B, I); the name is then read. Others show their name. */
  glyph?: ReactNode;
  isSelected: boolean;
  onChange: () => void;
}

/** A toggle of the toolbar: its name shown (or read, behind a one-letter mark), its shortcut shown on hover. */
function Tool({ name, shortcut, glyph, isSelected, onChange }: ToolProps) {
  const hint = shortcut ? `${name} (${shortcut.replace('Control', 'Ctrl')})` : undefined;
  return (
    <ToggleButton
      aria-label={glyph === undefined ? undefined : name}
      className={styles.toolButton}
      isSelected={isSelected}
      onChange={onChange}
    >
      {glyph === undefined ? (
        <span title={hint}>{name}</span>
      ) : (
        <span aria-hidden="true" title={hint ?? name}>
          {glyph}
        </span>
      )}
    </ToggleButton>
  );
}
