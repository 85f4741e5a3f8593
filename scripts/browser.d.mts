export function findChromium(
  env?: NodeJS.ProcessEnv,
): { path: string; from: 'CHROME_PATH' | 'playwright' | 'system' } | null;
export function chromiumExecutable(): string | undefined;
export const chromiumArgs: string[];
