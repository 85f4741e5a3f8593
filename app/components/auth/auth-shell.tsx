import { ShieldCheck, Swords, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';

/** Sign-in, sign-up and password pages: the brand's promise on the left, the form on the right. */
export function AuthShell({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="bg-canvas">
      <div className="grid min-h-[calc(100dvh-4rem)] lg:grid-cols-[0.9fr_1.1fr]">
        <div className="bg-ring-lights relative hidden overflow-hidden text-white lg:block">
          <div
            aria-hidden
            className="absolute inset-0 opacity-[0.07] [background-image:repeating-linear-gradient(115deg,#fff_0_1px,transparent_1px_22px)]"
          />
          <div className="relative flex h-full flex-col justify-between p-12 xl:p-16">
            <p className="eyebrow text-gold-300">AJBXNG Tournament Platform</p>
            <div>
              <p className="font-display text-6xl leading-[0.95] font-extrabold uppercase">
                Every bout.
                <br />
                <span className="text-gradient-gold">Every round.</span>
                <br />
                Every champion.
              </p>
              <ul className="mt-10 space-y-4 text-ink-300">
                <li className="flex items-center gap-3">
                  <Swords aria-hidden className="size-5 text-gold-400" /> Referees score live from ringside
                </li>
                <li className="flex items-center gap-3">
                  <Trophy aria-hidden className="size-5 text-gold-400" /> Boxers follow their draw, results
                  and awards
                </li>
                <li className="flex items-center gap-3">
                  <ShieldCheck aria-hidden className="size-5 text-gold-400" /> Each role sees exactly what it
                  should
                </li>
              </ul>
            </div>
            <p className="text-sm text-ink-400">Lagos · Abuja · London</p>
          </div>
        </div>
        <div className="flex items-center justify-center px-5 py-12 sm:px-10">
          <div className="w-full max-w-md">
            <h1 className="text-5xl leading-none font-extrabold uppercase">{title}</h1>
            <p className="mt-3 text-ink-600">{lead}</p>
            <div className="mt-8">{children}</div>
          </div>
        </div>
      </div>
    </section>
  );
}
