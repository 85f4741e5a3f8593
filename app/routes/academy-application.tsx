import { CalendarDays, CheckCircle2, Mail, Phone } from 'lucide-react';
import type { Route } from './+types/academy-application';
import { PageHero } from '~/components/marketing/page-hero';
import { academyRequirements, applicationHelpCards, applicationReviewPromise } from '~/content/application';
import type { HelpCard } from '~/content/application';
import { data } from 'react-router';
import { enquiryAction, enquiryFormInstance } from '~/features/enquiries/action.server';
import { ProgrammePayOffer, programmeOffer } from '~/features/payments/components/programme-pay-offer';
import { AcademyApplicationForm } from '~/features/enquiries/components/academy-application-form';
import { formPageHeaders } from '~/features/enquiries/page-headers';
import { seo, siteUrlOf } from '~/lib/seo';
import enquiryPageScript from '~/document-scripts/enquiry-page.ts?document-script';
import type { DocumentHandle } from '~/lib/document-only';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    siteUrl: siteUrlOf(matches),
    title: 'Academy Application',
    description: `Apply to the AJBXNG Boxing Academy in four steps. Applicants aged 12-35; every application reviewed ${applicationReviewPromise}.`,
    path: '/academy-application',
  });

export const headers = formPageHeaders;

// Served as a document, its steps and checks run by a small script of its own (decision 0034, "Forms").
export const handle: DocumentHandle = { hydrate: false, script: enquiryPageScript };

export async function loader() {
  return enquiryFormInstance();
}

export async function action(args: Route.ActionArgs) {
  // A priced programme's application ends in a deposit or full payment (issue 31 item 4, decision 0031).
  const chosen = (
    await args.request
      .clone()
      .formData()
      .catch(() => null)
  )?.get('preferredProgram');
  const answer = await enquiryAction('academy-application', args);
  const offer = answer.data.status === 'success' ? programmeOffer(chosen, answer.data.reference) : null;
  return data({ ...answer.data, offer }, answer.init ?? undefined);
}

const helpIcons: Record<HelpCard['icon'], typeof Phone> = {
  phone: Phone,
  mail: Mail,
  calendar: CalendarDays,
};

export default function AcademyApplication({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        badge="Admissions"
        title={
          <>
            Apply to the <span className="text-gradient-gold">Academy</span>
          </>
        }
        lead={`Four short steps: about you, your boxing so far, your programme, and the final details. We review every application ${applicationReviewPromise}.`}
      />
      <div className="bg-canvas py-12 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div className="min-w-0">
            <AcademyApplicationForm formInstance={loaderData.formInstance} result={actionData} />
            {actionData?.status === 'success' && actionData.offer ? (
              <ProgrammePayOffer offer={actionData.offer} />
            ) : null}
          </div>
          <aside className="flex flex-col gap-6" aria-label="Requirements and help">
            <section
              aria-labelledby="requirements-heading"
              className="rounded-3xl bg-ink-950 p-6 text-white sm:p-8"
            >
              <h2 id="requirements-heading" className="text-3xl leading-none font-extrabold uppercase">
                Requirements
              </h2>
              <ul className="mt-5 space-y-3">
                {academyRequirements.map((requirement) => (
                  <li key={requirement} className="flex gap-3 text-ink-300">
                    <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-400" />
                    {requirement}
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="help-heading">
              <h2 id="help-heading" className="text-3xl leading-none font-extrabold uppercase">
                Need Help?
              </h2>
              <ul className="mt-4 space-y-4">
                {applicationHelpCards.map((card) => {
                  const Icon = helpIcons[card.icon];
                  return (
                    <li key={card.title} className="rounded-2xl bg-white p-5 ring-1 ring-ink-900/10">
                      <div className="flex items-center gap-3">
                        <span className="grid size-10 place-items-center rounded-xl bg-ink-950 text-gold-300">
                          <Icon aria-hidden className="size-5" />
                        </span>
                        <h3 className="text-xl font-bold uppercase">{card.title}</h3>
                      </div>
                      <p className="mt-3 text-sm break-words text-ink-700">{card.body}</p>
                      <a
                        href={card.href}
                        className="mt-3 inline-block text-sm font-semibold text-gold-700 underline underline-offset-4"
                      >
                        {card.action}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </section>
          </aside>
        </div>
      </div>
    </>
  );
}
