import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Route } from './+types/contact';
import { FaqList } from '~/components/contact/faq-list';
import { ClosingCta } from '~/components/marketing/closing-cta';
import { PageHero } from '~/components/marketing/page-hero';
import { SectionHeading } from '~/components/marketing/section-heading';
import { Badge } from '~/components/ui/badge';
import { academy } from '~/content/academy';
import { contactFaqs } from '~/content/faqs';
import { ContactForm } from '~/features/enquiries/components/contact-form';
import { contactAction, contactLoader } from '~/features/enquiries/contact-route.server';
import { formPageHeaders } from '~/features/enquiries/page-headers';
import { seo, siteUrlOf } from '~/lib/seo';
import enquiryPageScript from '~/document-scripts/enquiry-page.ts?document-script';
import type { DocumentHandle } from '~/lib/document-only';

const [lagos] = academy.locations;

/** academy.hours in schema.org's opening-hours notation. */
const openingHours = ['Mo-Fr 06:00-22:00', 'Sa 08:00-20:00', 'Su 10:00-18:00'];

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlOf(matches);
  return seo({
    siteUrl,
    title: 'Contact',
    description: `Call, e-mail or visit AJBXNG Boxing Academy in Lagos or Abuja. Training Mon-Fri 6AM-10PM, Sat 8AM-8PM, Sun 10AM-6PM; e-mail replies ${academy.emailResponse}.`,
    path: '/contact',
    jsonLd: academy.locations.map((l) => ({
      '@context': 'https://schema.org',
      '@type': 'SportsActivityLocation',
      name: `${academy.name}: ${l.name}`,
      url: siteUrl,
      email: academy.email,
      telephone: academy.phoneHref.replace('tel:', ''),
      address: {
        '@type': 'PostalAddress',
        streetAddress: l.street,
        addressLocality: l.city,
        addressRegion: l.region,
        addressCountry: l.country,
      },
      openingHours,
    })),
  });
};

function ContactCard({
  icon: Icon,
  title,
  children,
  note,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  note: string;
}) {
  return (
    <li className="flex flex-col rounded-2xl bg-white p-6 shadow-[0_1px_2px_rgb(0_0_0/0.04),0_16px_40px_-20px_rgb(0_0_0/0.3)] ring-1 ring-ink-900/10 sm:p-8">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-ink-950 text-gold-300">
        <Icon aria-hidden className="size-6" />
      </span>
      <h2 className="mt-5 text-2xl leading-tight font-bold uppercase">{title}</h2>
      <div className="mt-2 text-lg font-semibold break-words text-ink-900">{children}</div>
      <p className="mt-1 text-sm text-ink-600">{note}</p>
    </li>
  );
}

// Each render carries a one-off form key: never cached, or two people would share one submission.
export const headers = formPageHeaders;

// Served as a document, its form checked by a small script of its own (decision 0034, "Forms").
export const handle: DocumentHandle = { hydrate: false, script: enquiryPageScript };

export async function loader(args: Route.LoaderArgs) {
  return contactLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return contactAction(args);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        badge="Contact"
        title="Get in Touch"
        lead={`Questions about training, a programme or the tournament platform? Call, e-mail or visit either centre. We answer every e-mail ${academy.emailResponse}.`}
        className="pb-8"
      />

      <div className="bg-canvas">
        <ul className="container-page relative -mt-10 grid gap-4 sm:-mt-14 md:grid-cols-3">
          <ContactCard icon={Phone} title="Call Us" note={`Phone support ${academy.phoneSupport}`}>
            <a href={academy.phoneHref} className="hover:underline">
              {academy.phone}
            </a>
          </ContactCard>
          <ContactCard icon={Mail} title="Email Us" note={`Response ${academy.emailResponse}`}>
            <a href={`mailto:${academy.email}`} className="hover:underline">
              {academy.email}
            </a>
          </ContactCard>
          <ContactCard icon={MapPin} title="Visit Us" note={`${lagos.role} · Abuja secondary centre`}>
            <address className="not-italic">
              {lagos.street}, {lagos.city}
            </address>
          </ContactCard>
        </ul>
      </div>

      <div className="bg-canvas py-16 sm:py-24">
        <div className="container-page grid gap-10 lg:grid-cols-[1.25fr_0.75fr]">
          <section
            id="contact-form"
            aria-labelledby="contact-form-heading"
            className="rounded-3xl bg-white p-6 ring-1 ring-ink-900/10 sm:p-10"
          >
            <SectionHeading
              id="contact-form-heading"
              eyebrow="Write to us"
              title="Send Us a Message"
              lead="Tell us a little about yourself and what you are looking for, and the right coach will get back to you."
            />
            <div className="mt-8">
              <ContactForm form={loaderData.contactForm} result={actionData} />
            </div>
          </section>

          <div className="flex flex-col gap-6">
            <section aria-labelledby="locations" className="rounded-3xl bg-ink-950 p-6 text-white sm:p-8">
              <h2 id="locations" className="text-3xl leading-none font-extrabold uppercase">
                Our Locations
              </h2>
              <ul className="mt-6 space-y-4">
                {academy.locations.map((l) => (
                  <li key={l.id} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h3 className="text-xl font-bold uppercase">{l.name}</h3>
                      <Badge tone={l.id === 'lagos' ? 'goldOnDark' : 'dark'} className="ring-1 ring-white/20">
                        {l.id === 'lagos' ? 'Main' : 'Secondary'}
                      </Badge>
                    </div>
                    <address className="mt-2 flex gap-2 text-ink-300 not-italic">
                      <MapPin aria-hidden className="mt-1 size-4 shrink-0 text-gold-400" />
                      <span>
                        {l.street}, {l.city}, {l.region === l.city ? 'Nigeria' : `${l.region}, Nigeria`}
                      </span>
                    </address>
                  </li>
                ))}
              </ul>
            </section>

            <section
              aria-labelledby="hours"
              className="rounded-3xl bg-white p-6 ring-1 ring-ink-900/10 sm:p-8"
            >
              <h2
                id="hours"
                className="flex items-center gap-3 text-3xl leading-none font-extrabold uppercase"
              >
                <Clock aria-hidden className="size-6 text-gold-700" />
                Training Hours
              </h2>
              <dl className="mt-6 divide-y divide-ink-900/10">
                {academy.hours.map((h) => (
                  <div
                    key={h.days}
                    className="flex items-baseline justify-between gap-4 py-3"
                    data-testid="training-hours"
                  >
                    <dt className="font-semibold text-ink-800">{h.days}</dt>{' '}
                    <dd className="font-display text-xl font-bold text-ink-950">{h.hours}</dd>
                  </div>
                ))}
              </dl>
              <dl className="mt-6 space-y-3 rounded-2xl bg-canvas p-5 text-sm">
                <div>
                  <dt className="font-semibold text-ink-800">Phone support</dt>{' '}
                  <dd className="text-ink-600">{academy.phoneSupport}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-ink-800">E-mail response</dt>{' '}
                  <dd className="text-ink-600">{academy.emailResponse}</dd>
                </div>
              </dl>
            </section>
          </div>
        </div>
      </div>

      <section aria-labelledby="contact-faqs" className="bg-white py-16 sm:py-24">
        <div className="container-page grid gap-10 lg:grid-cols-[0.8fr_1.2fr]">
          <SectionHeading
            id="contact-faqs"
            eyebrow="Good to know"
            title="Frequently Asked Questions"
            lead="The questions new boxers and parents ask us most."
          />
          <FaqList faqs={contactFaqs} className="bg-canvas" />
        </div>
      </section>

      <ClosingCta
        id="contact-cta"
        eyebrow="Ready when you are"
        heading="Start With a Free Consultation"
        body="Thirty minutes with a coach: your goals, your level and the programme that gets you there."
        primary={{ label: 'Book Free Consultation', to: '/book-consultation' }}
        secondary={{ label: 'View Training Programs', to: '/training-programs' }}
      />
    </>
  );
}
