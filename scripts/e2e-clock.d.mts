export function e2eStartsAt(env?: NodeJS.ProcessEnv): Date;
