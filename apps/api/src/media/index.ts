/**
 * Media's public face: image uploads and where they are kept, their keys and absolute URLs, a product's
 * picture with its sizes, as the rest of the API uses them. Everything else in this folder is its own business.
 */
export { createMediaStorage } from './active-storage';
export { keysNoPhotoUses } from './photo-keys';
export { absoluteMediaUrl, absoluteUrl, isImageUrl, storedImageUrl, withAbsoluteImageSources } from './image-url';
export { IMMUTABLE_CACHE, MEDIA_URL_PREFIX, isMediaKey } from './media-keys';
export { FILE_FIELD, UnsupportedImageError } from './process-image';
export type { S3Config } from './settings';
export { productPicture } from './srcset';
export type { StoredUpload } from './srcset';
export type { MediaStorage } from './storage';
export { MediaStorageUnavailableError, cleanFileName, storeImage, uploadMediaImage } from './upload';
export type { StoredImage } from './upload';
