export const buildStages: { starts: RegExp; says: string }[];
export function followBuild(report: (stage: string) => void): (text: string) => void;
export function duration(ms: number): string;
