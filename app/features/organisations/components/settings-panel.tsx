import { Building2, Check, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Card } from '~/components/ui/card';
import { Progress } from '~/components/ui/progress';
import { formatNaira } from '~/lib/money';

export type SettingsView = {
  organisation: { id: number; name: string; status: string; isAcademy: boolean; members: number };
  plan: { name: string; pricePerMonth: number; allowance: string; features: string[] };
  /** The plan's use this Lagos calendar month. */
  usage: { used: number; limit: number | null; month: string; participantCap: number };
};

export type OrganisationListingView = {
  id: number;
  name: string;
  plan: string;
  status: 'pending' | 'approved' | 'declined';
  isAcademy: boolean;
  members: number;
  signedUp: string;
};

const statusTone = { approved: 'green', pending: 'yellow', declined: 'red' } as const;
const statusLabel = { approved: 'Approved', pending: 'Pending', declined: 'Declined' } as const;

/** "1 of 2 tournaments this month", or for an unlimited plan "3 tournaments this month". */
export function quotaSentence(used: number, limit: number | null) {
  const noun = (n: number) => (n === 1 ? 'tournament' : 'tournaments');
  return limit === null
    ? `${used} ${noun(used)} this month`
    : `${used} of ${limit} ${noun(limit)} this month`;
}

export function SettingsPanel({
  settings,
  usersPath,
  lead = 'Your organisation, its plan and what this month has used of it.',
}: {
  settings: SettingsView;
  usersPath: string;
  lead?: string;
}) {
  const { organisation, plan, usage } = settings;
  const left = usage.limit === null ? null : Math.max(0, usage.limit - usage.used);
  return (
    <section aria-labelledby="settings-heading" className="space-y-6">
      <div>
        <h2 id="settings-heading" className="text-3xl font-extrabold uppercase">
          Settings
        </h2>
        <p className="mt-1 text-ink-600">{lead}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-6" role="region" aria-labelledby="settings-organisation">
          <div className="flex items-start justify-between gap-3">
            <span
              aria-hidden
              className="grid size-11 shrink-0 place-items-center rounded-xl bg-ink-950 text-gold-300 ring-1 ring-gold-400/40"
            >
              <Building2 className="size-5" />
            </span>
            <Badge tone={statusTone[organisation.status as keyof typeof statusTone] ?? 'muted'}>
              {statusLabel[organisation.status as keyof typeof statusLabel] ?? organisation.status}
            </Badge>
          </div>
          <p className="mt-5 text-xs font-semibold tracking-wider text-ink-600 uppercase">Organisation</p>
          <h3 id="settings-organisation" className="mt-1 text-2xl leading-tight font-extrabold uppercase">
            {organisation.name}
          </h3>
          {organisation.isAcademy ? (
            <p className="mt-2 text-sm text-ink-600">
              The academy’s own organisation, run by the platform admins.
            </p>
          ) : null}
          <p className="mt-5 flex items-center gap-2 border-t border-ink-900/10 pt-4 text-sm text-ink-700">
            <Users aria-hidden className="size-4 text-gold-600" />
            <span>
              {organisation.members === 1 ? '1 member' : `${organisation.members} members`} ·{' '}
              <Link to={usersPath} className="font-semibold text-gold-700 underline-offset-4 hover:underline">
                Manage members
              </Link>
            </span>
          </p>
        </Card>

        <Card
          className="bg-ink-950 p-6 text-white ring-1 ring-gold-400/30"
          role="region"
          aria-labelledby="settings-plan"
        >
          <p className="text-xs font-semibold tracking-wider text-gold-300 uppercase">Plan</p>
          <h3 id="settings-plan" className="mt-1 text-3xl leading-none font-extrabold uppercase">
            {plan.name}
          </h3>
          <p className="mt-4 flex items-baseline gap-1">
            <span className="font-display text-4xl font-extrabold">{formatNaira(plan.pricePerMonth)}</span>
            <span className="text-sm font-semibold text-ink-300">/month</span>
          </p>
          <p className="mt-3 text-sm font-semibold text-gold-300">{plan.allowance}</p>
          <ul className="mt-4 space-y-2 border-t border-white/10 pt-4 text-sm text-ink-200">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-400" />
                {feature}
              </li>
            ))}
          </ul>
        </Card>

        <Card className="p-6" role="region" aria-labelledby="settings-usage">
          <span
            aria-hidden
            className="grid size-11 place-items-center rounded-xl bg-gold-400/15 text-gold-700 ring-1 ring-gold-500/40"
          >
            <Trophy className="size-5" />
          </span>
          <p className="mt-5 text-xs font-semibold tracking-wider text-ink-600 uppercase">{usage.month}</p>
          <h3 id="settings-usage" className="mt-1 text-2xl leading-tight font-extrabold uppercase">
            {quotaSentence(usage.used, usage.limit)}
          </h3>
          {usage.limit !== null ? (
            <>
              <Progress
                value={(usage.used / usage.limit) * 100}
                label={`Tournaments used this month: ${usage.used} of ${usage.limit}`}
                className="mt-4"
              />
              <p className="mt-2 text-sm text-ink-600">
                {left === 0
                  ? `None left until the 1st: the ${plan.name} plan allows ${usage.limit} a month.`
                  : `${left} left this month (Lagos calendar month).`}
              </p>
            </>
          ) : (
            <p className="mt-2 text-sm text-ink-600">Unlimited on the {plan.name} plan.</p>
          )}
          <p className="mt-5 border-t border-ink-900/10 pt-4 text-sm text-ink-700">
            Up to <strong>{usage.participantCap.toLocaleString('en-NG')}</strong> participants per tournament.
          </p>
        </Card>
      </div>
    </section>
  );
}

/** A platform admin's list of every organisation, with its plan and status. */
export function OrganisationsList({ organisations }: { organisations: OrganisationListingView[] }) {
  return (
    <section aria-labelledby="organisations-heading" className="space-y-4">
      <div>
        <h2 id="organisations-heading" className="text-2xl font-extrabold uppercase">
          Organisations
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          Every organisation on the platform. New sign-ups are approved from the Enquiries tab.
        </p>
      </div>
      <Card className="overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="border-b border-ink-900/10 text-xs font-semibold tracking-wider text-ink-600 uppercase">
            <tr>
              <th scope="col" className="px-5 py-3">
                Organisation
              </th>
              <th scope="col" className="px-5 py-3">
                Plan
              </th>
              <th scope="col" className="px-5 py-3">
                Status
              </th>
              <th scope="col" className="px-5 py-3 text-right">
                Members
              </th>
              <th scope="col" className="px-5 py-3">
                Signed up
              </th>
              <th scope="col" className="px-5 py-3">
                <span className="sr-only">Open</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-900/5">
            {organisations.map((o) => (
              <tr key={o.id}>
                <th scope="row" className="px-5 py-3 font-semibold text-ink-900">
                  {o.name}
                  {o.isAcademy ? (
                    <Badge tone="gold" className="ml-2 px-2 py-0.5 text-[0.65rem]">
                      Academy
                    </Badge>
                  ) : null}
                </th>
                <td className="px-5 py-3">{o.plan}</td>
                <td className="px-5 py-3">
                  <Badge tone={statusTone[o.status]} className="px-2 py-0.5 text-[0.65rem]">
                    {statusLabel[o.status]}
                  </Badge>
                </td>
                <td className="px-5 py-3 text-right tabular-nums">{o.members}</td>
                <td className="px-5 py-3 text-ink-600">{o.signedUp}</td>
                <td className="px-5 py-3 whitespace-nowrap">
                  {o.status === 'approved' ? (
                    <span className="flex gap-3">
                      <Link
                        to={`/admin-dashboard/settings?organisation=${o.id}`}
                        aria-label={`Settings of ${o.name}`}
                        className="font-semibold text-gold-700 underline-offset-4 hover:underline"
                      >
                        Settings
                      </Link>
                      <Link
                        to={`/admin-dashboard/users?view=members&organisation=${o.id}`}
                        aria-label={`Members of ${o.name}`}
                        className="font-semibold text-gold-700 underline-offset-4 hover:underline"
                      >
                        Members
                      </Link>
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </section>
  );
}
