/** Password bounds, shared by the browser form and the server (bcrypt ignores bytes past 72). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_BYTES = 72;
