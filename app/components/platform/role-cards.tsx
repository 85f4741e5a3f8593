import type { LucideIcon } from 'lucide-react';
import { Check, ClipboardList, Dumbbell, Eye, Gavel, ShieldCheck } from 'lucide-react';
import type { RoleEntry, RoleId } from '~/content/platform';
import { cn } from '~/lib/cn';

const roleIcon: Record<RoleId, LucideIcon> = {
  admin: ShieldCheck,
  coach: ClipboardList,
  referee: Gavel,
  student: Dumbbell,
  spectator: Eye,
};

const colorClass: Record<RoleEntry['color'], string> = {
  gold: 'bg-gold-400 text-ink-950',
  blue: 'bg-sky-600 text-white',
  red: 'bg-corner-600 text-white',
  green: 'bg-naija-700 text-white',
  steel: 'bg-ink-700 text-white',
};

export function RoleCards({ roles }: { roles: readonly RoleEntry[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {roles.map((role) => {
        const Icon = roleIcon[role.id];
        return (
          <li key={role.id} className="flex flex-col rounded-2xl bg-white p-6 ring-1 ring-ink-900/10">
            <span className={cn('grid size-12 place-items-center rounded-xl', colorClass[role.color])}>
              <Icon aria-hidden className="size-6" />
            </span>
            <h3 className="mt-5 text-2xl leading-none font-extrabold uppercase">{role.name}</h3>
            <p className="mt-1 text-sm font-medium text-ink-600">{role.permissions}</p>
            <ul className="mt-5 space-y-2.5 border-t border-ink-900/10 pt-5 text-sm text-ink-800">
              {role.abilities.map((ability) => (
                <li key={ability} className="flex gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-naija-700" />
                  {ability}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
