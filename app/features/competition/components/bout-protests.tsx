/** A bout's protests as the public sees them (issue 33): "Under review" while the jury has one, then its outcome. */
export type PublicProtest = {
  id: number;
  corner: 'red' | 'blue';
  status: 'lodged' | 'upheld' | 'rejected' | 'withdrawn';
  decisionReason: string | null;
};

const said: Record<PublicProtest['status'], string> = {
  lodged: 'Under review',
  upheld: 'Protest upheld: the result was corrected',
  rejected: 'Protest rejected: the result stands',
  withdrawn: 'Protest withdrawn',
};

export function BoutProtests({ protests }: { protests: readonly PublicProtest[] }) {
  if (protests.length === 0) return null;
  return (
    <div className="bg-ink-900 text-white">
      <ul className="container-page max-w-5xl space-y-2 py-3" aria-label="Protests">
        {protests.map((p) => (
          <li
            key={p.id}
            role={p.status === 'lodged' ? 'status' : undefined}
            className={`flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-xl border px-4 py-3 ${
              p.status === 'lodged' ? 'border-amber-400/60 bg-amber-400/10' : 'border-white/15 bg-white/5'
            }`}
          >
            <span className="text-sm font-bold tracking-wide uppercase">{said[p.status]}</span>
            <span className="text-sm text-white/75">
              {p.corner === 'red' ? 'Red' : 'Blue'} corner’s protest
              {p.status === 'lodged' ? ': the jury is reviewing the decision.' : ''}
              {p.decisionReason && p.status !== 'lodged' ? ` · The jury: ${p.decisionReason}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
