import { Clock, Gift, MailCheck, MessageSquare, Video } from 'lucide-react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/schedule-demo';
import { PageHero } from '~/components/marketing/page-hero';
import { SectionHeading } from '~/components/marketing/section-heading';
import {
  demoAgenda,
  demoBonusConsultationNaira,
  demoDurationMinutes,
  demoPromises,
} from '~/content/demo-slots';
import { enquiryAction, enquiryFormInstance } from '~/features/enquiries/action.server';
import { DemoBookingForm } from '~/features/enquiries/components/demo-booking-form';
import { tomorrowsDemoSlots } from '~/features/enquiries/demo-slots.server';
import { formPageHeaders } from '~/features/enquiries/page-headers';
import { formatNaira } from '~/lib/money';
import { seo, siteUrlOf } from '~/lib/seo';
import enquiryPageScript from '~/document-scripts/enquiry-page.ts?document-script';
import type { DocumentHandle } from '~/lib/document-only';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    siteUrl: siteUrlOf(matches),
    title: 'Schedule a Demo',
    description: `Book a ${demoDurationMinutes}-minute live video demo of the AJBXNG tournament platform for tomorrow, in West Africa Time, plus a free setup consultation worth ${formatNaira(demoBonusConsultationNaira)}.`,
    path: '/schedule-demo',
  });

export const headers = formPageHeaders;

// Served as a document, its form checked by a small script of its own (decision 0034, "Forms").
export const handle: DocumentHandle = { hydrate: false, script: enquiryPageScript };

export async function loader({ context }: Route.LoaderArgs) {
  return { ...enquiryFormInstance(), demo: await tomorrowsDemoSlots(context.services.database.db) };
}

export async function action(args: Route.ActionArgs) {
  return enquiryAction('demo-booking', args);
}

/** After "that slot was just taken" (409) the slots must be read again, so the taken one shows as booked. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

const facts = [
  { icon: Clock, label: `${demoDurationMinutes}-minute live demo` },
  { icon: Video, label: 'On video, or by phone if you prefer' },
  { icon: MailCheck, label: `Confirmation ${demoPromises.confirmation}` },
  { icon: MessageSquare, label: `Follow-up ${demoPromises.followUp}` },
] as const;

export default function ScheduleDemo({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        badge="Live Demo"
        title={
          <>
            See It <span className="text-gradient-gold">Live</span>
          </>
        }
        lead="A platform specialist walks you through a real tournament, from the draw to the final bell, and answers your questions about your own events."
        aside={
          <div className="rounded-3xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
            <ul className="space-y-4">
              {facts.map(({ icon: Icon, label }) => (
                <li key={label} className="flex items-center gap-3 text-lg">
                  <Icon aria-hidden className="size-6 shrink-0 text-gold-400" />
                  {label}
                </li>
              ))}
            </ul>
            <div className="mt-6 flex gap-4 rounded-2xl bg-gold-400 p-5 text-ink-950">
              <Gift aria-hidden className="size-8 shrink-0" />
              <p>
                <span className="block font-display text-2xl leading-tight font-extrabold uppercase">
                  Bonus
                </span>
                A free setup consultation worth{' '}
                <strong className="font-extrabold">{formatNaira(demoBonusConsultationNaira)}</strong> for
                every demo booked.
              </p>
            </div>
          </div>
        }
      />

      <div className="bg-canvas py-16 sm:py-24">
        <div className="container-page grid gap-12 lg:grid-cols-[1fr_20rem]">
          <div className="min-w-0">
            <DemoBookingForm
              formInstance={loaderData.formInstance}
              demo={loaderData.demo}
              result={actionData}
            />
          </div>
          <aside aria-labelledby="agenda-heading">
            <div className="rounded-3xl bg-ink-950 p-6 text-white sm:p-8 lg:sticky lg:top-24">
              <SectionHeading
                id="agenda-heading"
                tone="dark"
                eyebrow="In 30 minutes"
                title="What We'll Cover"
              />
              <ol className="mt-6 space-y-4">
                {demoAgenda.map((item, i) => (
                  <li key={item} className="flex gap-3">
                    <span
                      aria-hidden
                      className="grid size-8 shrink-0 place-items-center rounded-full bg-gold-400 font-display font-extrabold text-ink-950"
                    >
                      {i + 1}
                    </span>
                    <span className="pt-1 text-ink-300">{item}</span>
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
