import type { Editor } from '@tiptap/react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import * as styles from './RichTextEditor.css';

/** A relative path, an anchor, or http(s), mailto: and tel: (what the server's allow-list keeps). */
const LINK_PATTERN = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;

interface LinkPanelProps {
  editor: Editor;
  onClose: () => void;
}

/**
 * Adds, changes or removes the link on the selected words; with nothing selected, asks for the words
 * too. A group of fields rather than a form: the editor usually sits inside the page's own form.
 */
export function LinkPanel({ editor, onClose }: LinkPanelProps) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [hasSelection] = useState(() => !editor.state.selection.empty || current !== '');
  const [href, setHref] = useState(current);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ href?: string; text?: string }>({});

  const apply = () => {
    const address = href.trim();
    const words = text.trim();
    const found = {
      href: LINK_PATTERN.test(address) ? undefined : 'Start the address with https://, mailto:, tel: or / (a page of this shop).',
      text: hasSelection || words !== '' ? undefined : 'Write the words to show as the link.',
    };
    setErrors(found);
    if (found.href || found.text) return;
    if (hasSelection) editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    else editor.chain().focus().insertContent({ type: 'text', text: words, marks: [{ type: 'link', attrs: { href: address } }] }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  const cancel = () => {
    editor.commands.focus();
    onClose();
  };
  // Enter applies and Escape cancels, as in a dialog, without submitting the page's form.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  return (
    <div role="group" aria-label="Link" className={styles.panel} onKeyDown={onKeyDown}>
      <TextField
        label="Link address"
        type="text"
        inputMode="url"
        value={href}
        onChange={setHref}
        isInvalid={errors.href !== undefined}
        errorMessage={errors.href}
        autoFocus
      />
      {!hasSelection && (
        <TextField label="Link text" value={text} onChange={setText} isInvalid={errors.text !== undefined} errorMessage={errors.text} />
      )}
      <div className={styles.panelActions}>
        <Button size="sm" onPress={apply}>
          Apply link
        </Button>
        {current !== '' && (
          <Button variant="secondary" size="sm" onPress={remove}>
            Remove link
          </Button>
        )}
        <Button variant="ghost" size="sm" onPress={cancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
