/** What storage knows of a stored file. */
export type StoredObjectHead = { size: number; contentType: string };

/** A stored file as a listing names it: its key and when it was written. */
export type StoredObjectEntry = { key: string; lastModified: Date };

/** One upload form: what the file will be stored as, and until when the form may be used. */
export type UploadFormRequest = {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresAt: Date;
  /** Kept with the file as x-amz-meta-<name>. */
  metadata: Record<string, string>;
};

/** A multipart/form-data upload: POST `fields` in order, then the file under the name `file`, to `url`. */
export type UploadForm = { url: string; fields: Record<string, string> };

/**
 * Object storage for document images and photos: the local disk, or an S3-compatible bucket. Files are
 * never public: the browser uploads with a signed form and reads with a short-lived signed URL.
 */
export type StorageDriver = {
  /** 'local' or 's3', for logs. */
  readonly name: string;
  /**
   * Whether an upload's bytes are checked (JPEG or PNG of the declared type, pixel count) before they
   * are stored. The local driver does; S3 cannot, so the services check a key's file when it is saved.
   */
  readonly checksImagesOnUpload: boolean;
  createUploadForm(request: UploadFormRequest): Promise<UploadForm>;
  signedReadUrl(key: string, expiresInSeconds: number): Promise<string>;
  head(key: string): Promise<StoredObjectHead | null>;
  read(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /**
   * Every stored file whose key is of the server's patterns (isServerStorageKey), for the sweep; only
   * those whose key starts with `prefix` when given (a guest's face images, on a withdrawal).
   */
  list(prefix?: string): AsyncIterable<StoredObjectEntry>;
};
