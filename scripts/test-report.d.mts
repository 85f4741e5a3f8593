type Phase = { stage: string; seconds: number; ok: boolean; note?: string };
type Reports = { vitest?: unknown; playwright?: unknown; root: string };
export function phaseTable(phases: Phase[]): string;
export function databaseOf(fullName: string): 'PGlite' | 'PostgreSQL' | null;
export function unitTimeByDatabase(vitest: unknown): string;
export function fileTimes(reports: Reports): { runner: 'unit' | 'browser'; file: string; seconds: number }[];
export function slowestFiles(reports: Reports, count?: number): string;
export function testCounts(reports: { vitest?: unknown; playwright?: unknown }): {
  passed: number;
  failed: number;
};
