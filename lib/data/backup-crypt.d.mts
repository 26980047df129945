export const ENCRYPTED_MAGIC: Buffer;
export function isEncryptedBackup(buffer: Buffer): boolean;
export function encryptBackup(
  plain: Buffer,
  passphrase: string,
  options?: { log2N?: number },
): Buffer;
export function decryptBackup(sealed: Buffer, passphrase: string | undefined): Buffer;
