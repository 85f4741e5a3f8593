import { ChartColumn, Filter } from 'lucide-react';
import { Form, Link } from 'react-router';
import type { Route } from './+types/rankings';
import { PageHero } from '~/components/marketing/page-hero';
import { SectionHeading } from '~/components/marketing/section-heading';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { ageGroupById, ageGroups, categoryLabel, worldBoxingClasses } from '~/content/tournament-categories';
import { rankings } from '~/features/rankings';
import { RankingRules } from '~/features/rankings/components/ranking-rules';
import { RankingTable } from '~/features/rankings/components/ranking-table';
import { formatLongDate, lagosDate } from '~/lib/lagos-time';
import { seo, siteUrlOf } from '~/lib/seo';
import { clock } from '@server/clock';
import type { DocumentHandle } from '~/lib/document-only';
import siteScript from '~/document-scripts/site.ts?document-script';

/**
 * The public rankings (issue 33, decision 0037): every division's table today, filtered by weight class, age
 * group and gender in the address (an unknown value is no filter), and the rules that make them. The same for
 * every visitor: kept by the public page cache, cleared by every decision.
 */

/** A document without the framework: nothing on it needs React in the browser (issue 29's blocking time). */
export const handle: DocumentHandle = { hydrate: false, script: siteScript };

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const weightClass = params.get('weightClass') ?? '';
  const ageGroup = params.get('ageGroup') ?? '';
  const gender = params.get('gender') ?? '';
  const filters = {
    weightClass: worldBoxingClasses.some((w) => w.id === weightClass) ? weightClass : '',
    ageGroup: ageGroupById(ageGroup) ? ageGroup : '',
    gender: gender === 'men' || gender === 'women' ? gender : '',
  } as const;
  const asOf = lagosDate(clock.now());
  const tables = await rankings(
    context.services.database.db,
    {
      weightClass: filters.weightClass || undefined,
      ageGroup: filters.ageGroup || undefined,
      gender: filters.gender || undefined,
    },
    asOf,
  );
  return {
    asOf,
    filters,
    divisions: tables.map((t) => ({
      key: `${t.division.weightClass}|${t.division.ageGroup}|${t.division.gender}`,
      label: categoryLabel(t.division),
      rows: t.rows.map((r) => ({
        rank: r.rank,
        boxerId: r.boxerId,
        name: r.name,
        club: r.club,
        points: r.points,
        golds: r.golds,
        silvers: r.silvers,
        bronzes: r.bronzes,
        wins: r.wins,
        tieBreak: r.tieBreak,
      })),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    siteUrl: siteUrlOf(matches),
    title: 'Rankings by weight class and age group',
    description:
      'Live amateur boxing rankings from every tournament on AJBXNG: points per win and medal, weighted by the level, fading over 12 months.',
    path: '/rankings',
  });

const weightOptions = [
  { value: '', label: 'All weight classes' },
  ...worldBoxingClasses.map((w) => ({ value: w.id, label: w.name })),
];
const ageOptions = [
  { value: '', label: 'All age groups' },
  ...ageGroups.map((a) => ({ value: a.id, label: a.name })),
];
const genderOptions = [
  { value: '', label: 'Men and women' },
  { value: 'men', label: 'Men' },
  { value: 'women', label: 'Women' },
];

export default function RankingsPage({ loaderData }: Route.ComponentProps) {
  const { filters, divisions, asOf } = loaderData;
  return (
    <>
      <PageHero
        badge="Rankings"
        title={
          <>
            Rankings by <span className="text-gradient-gold">Division</span>
          </>
        }
        lead="Every win and medal boxed on AJBXNG, weighted by the tournament's level and fading over twelve months. Updated after every decision."
      />
      <div className="bg-canvas py-12 sm:py-16">
        <div className="container-page space-y-10">
          <Form
            method="get"
            action="/rankings"
            role="search"
            aria-label="Filter the rankings"
            preventScrollReset
            className="grid gap-4 rounded-2xl bg-white p-5 shadow-[0_12px_32px_-16px_rgb(0_0_0/0.25)] ring-1 ring-ink-900/10 sm:grid-cols-3 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
          >
            <div>
              <Label htmlFor="rankings-weight">Weight class</Label>
              <Select
                id="rankings-weight"
                name="weightClass"
                defaultValue={filters.weightClass}
                options={weightOptions}
              />
            </div>
            <div>
              <Label htmlFor="rankings-age">Age group</Label>
              <Select
                id="rankings-age"
                name="ageGroup"
                defaultValue={filters.ageGroup}
                options={ageOptions}
              />
            </div>
            <div>
              <Label htmlFor="rankings-gender">Gender</Label>
              <Select
                id="rankings-gender"
                name="gender"
                defaultValue={filters.gender}
                options={genderOptions}
              />
            </div>
            <Button type="submit" variant="dark" className="sm:col-span-3 lg:col-span-1">
              <Filter aria-hidden />
              Show rankings
            </Button>
          </Form>
          <p className="text-sm text-ink-600">Points as of {formatLongDate(asOf)} (Lagos).</p>
          {divisions.length === 0 ? (
            <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-ink-900/10">
              <ChartColumn aria-hidden className="mx-auto size-8 text-gold-600" />
              <p className="mt-3 font-semibold text-ink-900">No ranked boxers in this division yet.</p>
              <p className="mt-1 text-sm text-ink-600">
                Points arrive with each decided bout.{' '}
                <Link to="/rankings" className="underline">
                  See every division
                </Link>
                .
              </p>
            </div>
          ) : (
            divisions.map((d) => (
              <section key={d.key} aria-labelledby={`division-${d.key}`} className="space-y-4">
                <h2
                  id={`division-${d.key}`}
                  className="font-display text-2xl font-extrabold text-ink-900 uppercase sm:text-3xl"
                >
                  {d.label}
                </h2>
                <RankingTable rows={d.rows} caption={`${d.label}: rankings`} />
              </section>
            ))
          )}
          <section
            aria-labelledby="rules-heading"
            className="rounded-3xl bg-white p-6 ring-1 ring-ink-900/10 sm:p-10"
          >
            <SectionHeading id="rules-heading" eyebrow="Decision 0037" title="How the rankings work" />
            <RankingRules />
          </section>
        </div>
      </div>
    </>
  );
}
