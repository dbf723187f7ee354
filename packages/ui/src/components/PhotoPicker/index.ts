export { PHOTO_FILE_TYPES, PhotoPicker, type PhotoPickerLabels, type PhotoPickerProps, type PickedPhoto } from './PhotoPicker';
