export { RichTextEditor, type RichTextEditorProps, type UploadImage } from './RichTextEditor';
