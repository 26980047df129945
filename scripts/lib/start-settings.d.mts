/** Types of scripts/lib/start-settings.mjs for its unit test. */
export function startSettings(
  root: string,
  env: Record<string, string | undefined>,
): { port: number; distDir: string; dataDir: string; trustProxy: boolean; jwtSecret: string };
