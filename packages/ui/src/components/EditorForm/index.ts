export { EditorForm, EditorSection, type EditorFormProps } from './EditorForm';
