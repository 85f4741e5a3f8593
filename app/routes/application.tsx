import type { Route } from './+types/application';
import { PageHero } from '~/components/marketing/page-hero';
import { SectionHeading } from '~/components/marketing/section-heading';
import { applicationReviewPromise, programApplicationProcess } from '~/content/application';
import { programmes } from '~/content/programmes';
import { data } from 'react-router';
import { enquiryAction, enquiryFormInstance } from '~/features/enquiries/action.server';
import { ProgrammePayOffer, programmeOffer } from '~/features/payments/components/programme-pay-offer';
import { ProgramApplicationForm } from '~/features/enquiries/components/program-application-form';
import { formPageHeaders } from '~/features/enquiries/page-headers';
import { seo, siteUrlOf } from '~/lib/seo';
import enquiryPageScript from '~/document-scripts/enquiry-page.ts?document-script';
import type { DocumentHandle } from '~/lib/document-only';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    siteUrl: siteUrlOf(matches),
    title: 'Program Application',
    description: `Apply for Fundamentals Mastery, the Elite Championship Course, Mental Champion or Performance Elite. Applications reviewed ${applicationReviewPromise}.`,
    path: '/application',
  });

export const headers = formPageHeaders;

// Served as a document, its form checked by a small script of its own (decision 0034, "Forms").
export const handle: DocumentHandle = { hydrate: false, script: enquiryPageScript };

/** Programme pages may link here with ?program=…; the spec's default is Fundamentals Mastery. */
export async function loader({ request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('program');
  const programme = programmes.find((p) => p.applicationId === asked || p.id === asked || p.slug === asked);
  return { ...enquiryFormInstance(), program: programme?.applicationId ?? 'fundamentals-mastery' };
}

export async function action(args: Route.ActionArgs) {
  // A priced programme's application ends in a deposit or full payment (issue 31 item 4, decision 0031).
  const chosen = (
    await args.request
      .clone()
      .formData()
      .catch(() => null)
  )?.get('program');
  const answer = await enquiryAction('program-application', args);
  const offer = answer.data.status === 'success' ? programmeOffer(chosen, answer.data.reference) : null;
  return data({ ...answer.data, offer }, answer.init ?? undefined);
}

export default function Application({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        badge="Programme Application"
        title={
          <>
            Apply for Your <span className="text-gradient-gold">Programme</span>
          </>
        }
        lead={`One form, about five minutes. Choose your programme, tell us about yourself, and our coaches will come back to you ${applicationReviewPromise}.`}
      />

      <section aria-labelledby="process-heading" className="bg-white py-12 sm:py-16">
        <div className="container-page">
          <SectionHeading
            id="process-heading"
            eyebrow="How it works"
            title="Four Steps to Your First Session"
          />
          <ol className="mt-10 grid gap-px overflow-hidden rounded-2xl bg-ink-900/10 ring-1 ring-ink-900/10 sm:grid-cols-2 lg:grid-cols-4">
            {programApplicationProcess.map((step, i) => (
              <li key={step.title} className="bg-white p-6">
                <span aria-hidden className="font-display text-5xl leading-none font-extrabold text-gold-600">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-3 text-2xl leading-tight font-bold uppercase">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-600">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <div className="bg-canvas py-12 sm:py-20">
        <div className="container-page">
          <ProgramApplicationForm
            formInstance={loaderData.formInstance}
            program={loaderData.program}
            result={actionData}
          />
          {actionData?.status === 'success' && actionData.offer ? (
            <ProgrammePayOffer offer={actionData.offer} />
          ) : null}
        </div>
      </div>
    </>
  );
}
