import { RichTextEditor, type RichTextEditorProps } from '@shop/ui/RichTextEditor';

interface ContentFieldProps extends Pick<RichTextEditorProps, 'uploadImage' | 'headingLevels'> {
  /** The editor's copy: the field's label and the help under it. */
  words: { fields: { content: string; contentHelp: string } };
  /** The stored text the editor starts from; it keeps its own state after that. */
  initialValue: string;
  onChange: (html: string) => void;
  /** The server's message for the text. */
  errorMessage?: string;
}

/** The text of an article or a policy page, in the rich-text editor. */
export function ContentField({ words, initialValue, onChange, errorMessage, ...options }: ContentFieldProps) {
  return <RichTextEditor label={words.fields.content} description={words.fields.contentHelp} defaultValue={initialValue} onChange={onChange} errorMessage={errorMessage} {...options} />;
}
