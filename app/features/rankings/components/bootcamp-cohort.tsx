import { Link } from 'react-router';
import { SectionHeading } from '~/components/marketing/section-heading';

type Cohort = {
  cohort: string;
  boxers: { boxerId: string; name: string; club: string | null; division: string }[];
};

/** The published bootcamp cohort (issue 33): names, clubs and the division each was selected from. */
export function BootcampCohort({ cohort }: { cohort: Cohort | null }) {
  return (
    <section aria-labelledby="cohort-title" className="bg-white py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="cohort-title"
          eyebrow="Selected from the rankings"
          title={cohort ? `The ${cohort.cohort} Cohort` : 'The Next Cohort'}
          lead={
            cohort ? (
              'Chosen from the live rankings: each boxer by their best division.'
            ) : (
              <>
                The cohort is chosen from the{' '}
                <Link to="/rankings" className="underline">
                  live rankings
                </Link>{' '}
                and published here once invited.
              </>
            )
          }
        />
        {cohort ? (
          <ul className="mt-10 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {cohort.boxers.map((b) => (
              <li key={b.boxerId} className="rounded-2xl bg-canvas p-5 ring-1 ring-ink-900/10">
                <Link
                  to={`/boxers/${b.boxerId}`}
                  className="font-display text-xl font-bold uppercase hover:text-gold-700"
                >
                  {b.name}
                </Link>
                <p className="text-sm text-ink-700">{b.club ?? 'No club'}</p>
                <p className="mt-1 text-sm text-ink-600">{b.division}</p>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
