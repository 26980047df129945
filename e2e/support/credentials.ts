/** The admin the e2e server is seeded with (its embedded database starts empty each run). */
export const E2E_ADMIN = { username: "owner", password: "e2e-owner-password-2026" } as const;
