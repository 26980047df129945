/**
 * The errors the store answers with, shaped like MongoDB's (`code`, `codeName`, `errmsg`), so the
 * driver raises a MongoServerError the app already knows how to read (`code === 11000`).
 */

/** MongoDB's codes for the errors we raise, with their names. */
export const CODES = {
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  PathNotViable: 28,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CannotCreateIndex: 67,
  DollarPrefixedFieldName: 52,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  UnknownReplWriteConcern: 79,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CommandNotSupported: 115,
  NotImplemented: 238,
  UnsupportedOpQueryCommand: 352,
  InternalError: 1,
  DuplicateKey: 11000,
  /** mongod's "BSON field 'find.foo' is an unknown field." (codeName Location40415) */
  UnknownField: 40415,
};

/** @type {Record<number, string>} */
const NAMES = Object.fromEntries(Object.entries(CODES).map(([name, code]) => [code, name]));
NAMES[CODES.UnknownField] = "Location40415";

export class StoreError extends Error {
  /**
   * @param {number} code one of CODES
   * @param {string} message MongoDB's `errmsg`
   * @param {Record<string, unknown>} [extra] more fields of the reply (keyPattern, keyValue ...)
   */
  constructor(code, message, extra = {}) {
    super(message);
    this.name = "StoreError";
    this.code = code;
    this.extra = extra;
  }

  get codeName() {
    return NAMES[this.code] ?? "UnknownError";
  }
}

/**
 * @typedef {{ ok: 0, errmsg: string, code: number, codeName?: string, [field: string]: unknown }} ErrorReply
 */

/**
 * The reply of a failed command: `{ ok: 0, errmsg, code, codeName, ... }`.
 * @param {unknown} error
 * @returns {ErrorReply}
 */
export function errorReply(error) {
  if (error instanceof StoreError) {
    return {
      ok: 0,
      errmsg: error.message,
      code: error.code,
      codeName: error.codeName,
      ...error.extra,
    };
  }
  // mingo's errors (an unknown operator, a conflicting update path) are the client's mistakes.
  if (
    error instanceof Error &&
    (error.name === "MingoError" || error.constructor?.name === "MingoError")
  ) {
    const code = /immutable field/.test(error.message)
      ? CODES.ImmutableField
      : /would create a conflict/.test(error.message)
        ? CODES.ConflictingUpdateOperators
        : CODES.BadValue;
    return { ok: 0, errmsg: error.message, code, codeName: NAMES[code] };
  }
  return {
    ok: 0,
    errmsg: error instanceof Error ? error.message : String(error),
    code: CODES.InternalError,
    codeName: "InternalError",
  };
}

/**
 * The entry of `writeErrors` for the document at `index` of a batch.
 * @param {number} index
 * @param {unknown} error
 */
export function writeError(index, error) {
  const reply = /** @type {Partial<ErrorReply>} */ (errorReply(error));
  delete reply.ok;
  delete reply.codeName;
  return { index, ...reply };
}
