/** The folder of the store's folder that holds images' bytes, one file per SHA-256. */
export const BLOB_DIR: string;
