import { ChartColumn, Network, Radio, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { Route } from './+types/get-started';
import { PageHero } from '~/components/marketing/page-hero';
import { SectionHeading } from '~/components/marketing/section-heading';
import { platformBenefits, signUpNextSteps } from '~/content/plans';
import type { BenefitIcon } from '~/content/plans';
import { enquiryAction, enquiryFormInstance } from '~/features/enquiries/action.server';
import { OrganisationSignupForm } from '~/features/enquiries/components/organisation-signup-form';
import { formPageHeaders } from '~/features/enquiries/page-headers';
import { seo, siteUrlOf } from '~/lib/seo';
import enquiryPageScript from '~/document-scripts/enquiry-page.ts?document-script';
import type { DocumentHandle } from '~/lib/document-only';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    siteUrl: siteUrlOf(matches),
    title: 'Get Started: Register Your Organization',
    description:
      'Register your academy, club, school or federation on the AJBXNG tournament platform. Starter ₦50,000, Professional ₦150,000 or Enterprise ₦500,000 a month; set up within 2 hours.',
    path: '/get-started',
  });

export const headers = formPageHeaders;

// Served as a document, its form checked by a small script of its own (decision 0034, "Forms").
export const handle: DocumentHandle = { hydrate: false, script: enquiryPageScript };

export async function loader() {
  return enquiryFormInstance();
}

export async function action(args: Route.ActionArgs) {
  return enquiryAction('organisation-signup', args);
}

const benefitIcons: Record<BenefitIcon, LucideIcon> = {
  bracket: Network,
  live: Radio,
  shield: ShieldCheck,
  chart: ChartColumn,
};

export default function GetStarted({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        badge="Tournament Platform"
        title={
          <>
            Run Better <span className="text-gradient-gold">Tournaments</span>
          </>
        }
        lead="Register your academy, club, school or federation and run every tournament from one place: draws, weigh-ins, live scoring and results."
      >
        <ul className="grid basis-full gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {platformBenefits.map((benefit) => {
            const Icon = benefitIcons[benefit.icon];
            return (
              <li key={benefit.title} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
                <Icon aria-hidden className="size-7 text-gold-400" />
                <h2 className="mt-3 text-xl leading-tight font-bold uppercase">{benefit.title}</h2>
                <p className="mt-1 text-sm leading-relaxed text-ink-300">{benefit.description}</p>
              </li>
            );
          })}
        </ul>
      </PageHero>

      <div className="bg-canvas py-16 sm:py-24">
        <div className="container-page grid gap-12 xl:grid-cols-[1fr_20rem]">
          <div className="min-w-0">
            <OrganisationSignupForm formInstance={loaderData.formInstance} result={actionData} />
          </div>
          <aside aria-labelledby="next-heading" className="xl:pt-2">
            <div className="rounded-3xl bg-ink-950 p-6 text-white sm:p-8 xl:sticky xl:top-24">
              <SectionHeading
                id="next-heading"
                tone="dark"
                eyebrow="After you register"
                title="What Happens Next"
              />
              <ol className="mt-6 space-y-6">
                {signUpNextSteps.map((step, i) => (
                  <li key={step.title} className="flex gap-4">
                    <span
                      aria-hidden
                      className="grid size-10 shrink-0 place-items-center rounded-full bg-gold-400 font-display text-xl font-extrabold text-ink-950"
                    >
                      {i + 1}
                    </span>
                    <div>
                      <h3 className="text-xl leading-tight font-bold uppercase">{step.title}</h3>
                      <p className="mt-1 text-sm leading-relaxed text-ink-300">{step.description}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}
