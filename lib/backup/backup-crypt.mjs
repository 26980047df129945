/**
 * Encrypted backup files: a backup (lib/backup/backup-archive.mjs) sealed with a passphrase
 * (BACKUP_PASSPHRASE) by Node's own crypto, AES-256-GCM with a key derived by scrypt. What the
 * scheduled backup writes (lib/backup/data/scheduled-backup.ts) and `npm run restore` opens.
 *
 * Layout (all sizes in bytes; 75 bytes of header, then the ciphertext):
 *
 *   magic       16  "DIETICIAN-BAK-E1" (ASCII): what this file is and the layout's version
 *   log2 N       1  scrypt cost N = 2^log2N (15 today)
 *   r            1  scrypt block size (8)
 *   p            1  scrypt parallelism (1)
 *   salt        16  random per file, for scrypt
 *   iv          12  random per file, GCM's nonce
 *   tag         16  GCM's authentication tag
 *   ciphertext   …  the gzip backup file, encrypted
 *
 * The whole header up to the tag is GCM's additional authenticated data, so a changed
 * parameter fails like a wrong passphrase: nothing is ever returned that was not sealed with it.
 */
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from "node:crypto";

export const ENCRYPTED_MAGIC = Buffer.from("DIETICIAN-BAK-E1", "ascii");
const SALT = 16;
const IV = 12;
const TAG = 16;
const PARAMS = 3;
const HEADER = ENCRYPTED_MAGIC.length + PARAMS + SALT + IV + TAG;
const DEFAULT_LOG2N = 15;

/**
 * True when the bytes are an encrypted backup (by its magic), whatever the passphrase.
 * @param {Buffer} buffer
 */
export function isEncryptedBackup(buffer) {
  return (
    buffer.length >= HEADER && buffer.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC)
  );
}

/**
 * @param {string} passphrase
 * @param {Buffer} salt
 * @param {number} log2N
 * @param {number} r
 * @param {number} p
 */
function keyFor(passphrase, salt, log2N, r, p) {
  const N = 2 ** log2N;
  // scrypt needs 128 * N * r bytes of memory; Node's default cap (32 MiB) is just that at N=2^15.
  return scryptSync(passphrase.normalize("NFC"), salt, 32, { N, r, p, maxmem: 256 * N * r });
}

/**
 * Seals a backup file's bytes with the passphrase (a new salt and IV each time).
 * @param {Buffer} plain
 * @param {string} passphrase
 * @param {{ log2N?: number }} [options]
 */
export function encryptBackup(plain, passphrase, { log2N = DEFAULT_LOG2N } = {}) {
  if (!passphrase) throw new Error("An encrypted backup needs a passphrase.");
  const params = Buffer.from([log2N, 8, 1]);
  const salt = randomBytes(SALT);
  const iv = randomBytes(IV);
  const key = keyFor(passphrase, salt, log2N, 8, 1);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.concat([ENCRYPTED_MAGIC, params, salt, iv]));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([ENCRYPTED_MAGIC, params, salt, iv, cipher.getAuthTag(), body]);
}

/**
 * The backup file's bytes inside; throws a plain message on a wrong passphrase or a damaged file.
 * @param {Buffer} sealed
 * @param {string | undefined} passphrase
 */
export function decryptBackup(sealed, passphrase) {
  if (!isEncryptedBackup(sealed)) throw new Error("This is not an encrypted backup file.");
  if (!passphrase) {
    throw new Error("This backup is encrypted: give its passphrase (BACKUP_PASSPHRASE).");
  }
  let at = ENCRYPTED_MAGIC.length;
  const [log2N, r, p] = sealed.subarray(at, (at += PARAMS));
  const salt = sealed.subarray(at, (at += SALT));
  const iv = sealed.subarray(at, (at += IV));
  const tag = sealed.subarray(at, (at += TAG));
  if (!log2N || log2N > 20 || !r || r > 32 || !p || p > 16) {
    throw new Error("The backup file is damaged: its encryption header is not valid.");
  }
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(passphrase, salt, log2N, r, p), iv);
    decipher.setAAD(sealed.subarray(0, ENCRYPTED_MAGIC.length + PARAMS + SALT + IV));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed.subarray(HEADER)), decipher.final()]);
  } catch {
    throw new Error("Wrong passphrase, or the backup file is damaged: it could not be decrypted.");
  }
}
