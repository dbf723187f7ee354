export {
  defaultImageListEditorCopy,
  IMAGE_FILE_TYPES,
  ImageListEditor,
  type EditableImage,
  type ImageListEditorCopy,
  type ImageListEditorProps,
} from './ImageListEditor';
