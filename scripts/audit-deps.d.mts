export function auditVerdict(run: {
  status: number | null;
  stdout: string;
  stderr: string;
  timedOut?: boolean;
}): {
  verdict: 'clean' | 'advisories' | 'unavailable' | 'error';
  lines: string[];
};
