export function msToLagosMidnight(now?: Date): number;
export function waitBeforeBrowserTests(now?: Date, windowMinutes?: number): number;
