/** S3-compatible object storage for uploaded images (s3-storage.ts), as the configuration sets it (src/config.ts). */
export interface S3Config {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, Spaces…), addressed path-style; absent means AWS itself. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * Where browsers fetch objects (a public bucket or a CDN before it), without a trailing slash. Absent:
   * the API streams them from the bucket at /media/uploads/…, so the bucket can stay private.
   */
  publicUrl: string | undefined;
}

/** Where uploads are kept, as the configuration sets it (src/config.ts). */
export interface MediaSettings {
  mediaDir: string;
  /** Absent: uploads are stored on local disk under mediaDir/uploads. */
  s3: S3Config | undefined;
}
