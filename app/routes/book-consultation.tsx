import { Award, ClipboardList, Clock, MailCheck } from 'lucide-react';
import type { Route } from './+types/book-consultation';
import { PageHero } from '~/components/marketing/page-hero';
import { SectionHeading } from '~/components/marketing/section-heading';
import { consultationCoaches, consultationPromises } from '~/content/coaches';
import { enquiryAction, enquiryFormInstance } from '~/features/enquiries/action.server';
import { ConsultationForm } from '~/features/enquiries/components/consultation-form';
import { formPageHeaders } from '~/features/enquiries/page-headers';
import { seo, siteUrlOf } from '~/lib/seo';
import enquiryPageScript from '~/document-scripts/enquiry-page.ts?document-script';
import type { DocumentHandle } from '~/lib/document-only';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    siteUrl: siteUrlOf(matches),
    title: 'Book a Free Consultation',
    description: `A free ${consultationPromises.sessionMinutes}-minute consultation with an AJBXNG coach: confirmed ${consultationPromises.confirmation}, with your personal action plan ${consultationPromises.actionPlan}.`,
    path: '/book-consultation',
  });

export const headers = formPageHeaders;

// Served as a document, its form checked by a small script of its own (decision 0034, "Forms").
export const handle: DocumentHandle = { hydrate: false, script: enquiryPageScript };

export async function loader() {
  return enquiryFormInstance();
}

export async function action(args: Route.ActionArgs) {
  return enquiryAction('consultation', args);
}

const promises = [
  {
    icon: MailCheck,
    title: `Confirmed ${consultationPromises.confirmation}`,
    body: 'A coach calls or messages to fix a time that suits you.',
  },
  {
    icon: Clock,
    title: `${consultationPromises.sessionMinutes}-minute session`,
    body: 'One to one, by phone, video, WhatsApp or e-mail.',
  },
  {
    icon: ClipboardList,
    title: `Action plan ${consultationPromises.actionPlan}`,
    body: 'Your programme, schedule and first steps, in writing.',
  },
] as const;

export default function BookConsultation({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        badge="Free Consultation"
        title={
          <>
            Talk to a <span className="text-gradient-gold">Coach</span>
          </>
        }
        lead="Not sure where to start? Tell us about yourself and one of our coaches will help you choose the right programme. Free, with no obligation."
      >
        <ul className="grid basis-full gap-4 sm:grid-cols-3">
          {promises.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
              <Icon aria-hidden className="size-7 text-gold-400" />
              <p className="mt-3 font-display text-xl leading-tight font-bold uppercase">{title}</p>
              <p className="mt-1 text-sm text-ink-300">{body}</p>
            </li>
          ))}
        </ul>
      </PageHero>

      <div className="bg-canvas py-16 sm:py-24">
        <div className="container-page">
          <ConsultationForm formInstance={loaderData.formInstance} result={actionData} />
        </div>
      </div>

      <section aria-labelledby="coaches-heading" className="bg-ink-950 py-16 text-white sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="coaches-heading"
            tone="dark"
            eyebrow="Your consultation team"
            title="Meet the Coaches"
            lead="Every consultation is run by one of our senior coaches."
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {consultationCoaches.map((coach) => (
              <li key={coach.id} className="rounded-3xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
                <span
                  aria-hidden
                  className="grid size-16 place-items-center rounded-full bg-gold-400 font-display text-2xl font-extrabold text-ink-950"
                >
                  {coach.name
                    .replace('Coach ', '')
                    .split(' ')
                    .map((part) => part[0])
                    .join('')}
                </span>
                <h3 className="mt-5 text-2xl leading-tight font-bold uppercase">{coach.name}</h3>
                <p className="mt-1 font-semibold text-gold-300">{coach.specialty}</p>
                <p className="mt-1 text-sm text-ink-300">{coach.experience}</p>
                <ul className="mt-5 space-y-2 border-t border-white/10 pt-5 text-sm text-ink-300">
                  {coach.certifications.map((certification) => (
                    <li key={certification} className="flex gap-2">
                      <Award aria-hidden className="size-4 shrink-0 text-gold-400" />
                      {certification}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
