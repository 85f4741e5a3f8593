import { ArrowRight, Handshake, Plane, Quote, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { SectionHeading } from '~/components/marketing/section-heading';

const pathway = [
  {
    icon: Trophy,
    title: 'Tournament Pathway',
    body: 'Train, then prove it. Academy boxers compete on the regional and national circuit, and the best qualify for the AJ Elite Cup, our championship tournament.',
    link: { to: '/ajbxng-tournaments', label: 'The tournament platform' },
  },
  {
    icon: Plane,
    title: 'UK Bootcamp Invitation',
    body: 'The top 20 athletes from the AJ Elite Cup are invited to AJ Bootcamp London: 6-12 weeks of training and sparring in the UK.',
    link: { to: '/aj-bootcamp-london', label: 'About the bootcamp' },
  },
  {
    icon: Handshake,
    title: 'Sponsorship',
    body: 'Our partners, from national brands to the Office of the First Lady and the Ministry of Sports, back athletes with kit, travel and bootcamp places.',
    link: { to: '/success-stories', label: 'Athletes we have backed' },
  },
] as const;

/** What makes the academy more than a gym: the road from the first session to London. */
export function AcademyPathway() {
  return (
    <section aria-labelledby="pathway-title" className="py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading
          id="pathway-title"
          eyebrow="More than a gym"
          title="A Pathway, Not Just a Programme"
          lead="Great coaching is where it starts. What sets AJBXNG apart is what comes next: real competition, a route abroad for the best, and partners who back our boxers all the way."
        />
        <ol className="mt-14 grid gap-5 lg:grid-cols-3">
          {pathway.map((step, i) => (
            <li
              key={step.title}
              className="relative flex flex-col rounded-2xl bg-white p-7 ring-1 ring-ink-900/10"
            >
              <span
                aria-hidden
                data-numeral={`0${i + 1}`}
                className="absolute top-5 right-6 font-display text-6xl leading-none font-extrabold text-ink-900/[0.06] before:content-[attr(data-numeral)]"
              />
              <span className="grid size-12 place-items-center rounded-xl bg-ink-900 text-gold-400">
                <step.icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-6 text-3xl leading-none font-extrabold uppercase">{step.title}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-ink-600">{step.body}</p>
              <Link
                to={step.link.to}
                className="mt-6 inline-flex items-center gap-2 self-start font-display font-bold tracking-wider text-gold-700 uppercase underline-offset-4 hover:underline"
              >
                {step.link.label}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </li>
          ))}
        </ol>

        <figure className="relative mt-5 overflow-hidden rounded-2xl bg-ink-900 px-7 py-12 text-white sm:px-14 sm:py-16">
          <Quote aria-hidden className="absolute -top-2 -left-2 size-32 text-gold-400/10" />
          <blockquote className="relative max-w-4xl font-display text-3xl leading-tight font-bold uppercase sm:text-5xl">
            <p>
              “Our boxers leave with more than a record. They leave with{' '}
              <span className="text-gold-400">discipline, confidence</span> and a road to the top.”
            </p>
          </blockquote>
          <figcaption className="relative mt-6 text-sm text-ink-300">
            <span className="font-semibold text-white">Head Coach</span>, AJBXNG Lagos Training Centre
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
