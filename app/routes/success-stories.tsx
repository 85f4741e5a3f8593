import { Quote } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/success-stories';
import { PageHero } from '~/components/marketing/page-hero';
import { PromoCtaBand } from '~/components/marketing/promo-cta-band';
import { PromoStarRating } from '~/components/marketing/promo-star-rating';
import { PromoStatStrip } from '~/components/marketing/promo-stat-strip';
import { SectionHeading } from '~/components/marketing/section-heading';
import { SitePicture, useSitePhoto } from '~/components/marketing/site-photo';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { academyFigures } from '~/content/academy';
import type { SuccessStory } from '~/content/stories';
import { stories, storyPhotoSlot, storyStats } from '~/content/stories';
import { seo, siteUrlOf } from '~/lib/seo';
import type { DocumentHandle } from '~/lib/document-only';
import siteScript from '~/document-scripts/site.ts?document-script';

/** A static page: served as a document without the framework's scripts (decision 0034). */
export const handle: DocumentHandle = { hydrate: false, script: siteScript };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    siteUrl: siteUrlOf(matches),
    title: 'Success Stories',
    description: `Six AJBXNG athletes, from first-time boxers to national champions and London bootcamp graduates: ${academyFigures.successRate.value} success rate, ${academyFigures.championsTrained.value} champions, ${academyFigures.averageRating}/5 average rating.`,
    path: '/success-stories',
  });

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

/**
 * The athlete's portrait from the site media library (slot `story-<id>`, docs/photo-slots.md), or their
 * initials on the brand's ink and gold until the academy gives one.
 */
function StoryPortrait({ story }: { story: SuccessStory }) {
  const photo = useSitePhoto(storyPhotoSlot(story.id));
  if (photo)
    return (
      <span className="relative size-16 shrink-0 overflow-hidden rounded-full ring-2 ring-gold-400">
        <SitePicture photo={photo} sizes="4rem" className="absolute inset-0 size-full object-cover" />
      </span>
    );
  return (
    <span
      aria-hidden
      className="grid size-14 shrink-0 place-items-center rounded-full bg-ink-900 font-display text-xl font-extrabold text-gold-400"
    >
      {initials(story.name)}
    </span>
  );
}

function StoryCard({ story }: { story: SuccessStory }) {
  return (
    <article
      aria-labelledby={`story-${story.id}`}
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-ink-900/10"
    >
      <header className="flex items-start gap-4 border-b border-ink-900/10 p-6 sm:p-7">
        <StoryPortrait story={story} />
        <div className="min-w-0 flex-1">
          <h3 id={`story-${story.id}`} className="text-2xl leading-none font-extrabold uppercase sm:text-3xl">
            {story.name}
          </h3>
          <p className="mt-1.5 text-sm text-ink-600">
            Age {story.age} · {story.program}
          </p>
          <PromoStarRating rating={story.rating} className="mt-2" />
        </div>
      </header>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <Badge tone="gold" className="self-start">
          {story.achievement}
        </Badge>
        <p className="mt-4 leading-relaxed text-ink-700">{story.story}</p>
        <figure className="relative mt-6 rounded-xl bg-canvas p-5">
          <Quote aria-hidden className="absolute top-4 right-4 size-6 text-gold-500/40" />
          <blockquote className="pr-6 text-ink-900 italic">
            <p>“{story.testimonial}”</p>
          </blockquote>
          <figcaption className="sr-only">{story.name}</figcaption>
        </figure>
        <dl className="mt-6 grid grid-cols-3 gap-3 border-t border-ink-900/10 pt-5">
          {Object.entries(story.results).map(([label, value]) => (
            <div key={label} className="flex flex-col-reverse justify-end gap-1">
              <dt className="text-xs text-ink-600">{label}</dt>
              <dd className="font-display text-lg leading-tight font-bold text-ink-900 uppercase">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}

export default function SuccessStories() {
  return (
    <>
      <PageHero
        badge="Success Stories"
        title={
          <>
            Real Boxers. <span className="text-gradient-gold">Real Results.</span>
          </>
        }
        lead="Beginners who became competitors, amateurs who became champions, and champions who made it to London. These are the people behind our numbers."
      />

      <section aria-label="Results in numbers" className="relative pt-8 pb-4 sm:-mt-10 sm:pt-0">
        <div className="container-page">
          <PromoStatStrip stats={storyStats} className="shadow-[0_24px_48px_-24px_rgb(0_0_0/0.35)]" />
        </div>
      </section>

      <section aria-labelledby="stories-title" className="py-20 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="stories-title"
            eyebrow="In their words"
            title="Six Fighters, Six Journeys"
            lead="Every programme, every level: the story, the result and what they would tell you."
          />
          <ul className="mt-12 grid gap-5 lg:grid-cols-2">
            {stories.map((story) => (
              <li key={story.id} className="flex">
                <StoryCard story={story} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PromoCtaBand
        eyebrow="Your story is next"
        title="Write Your Own Success Story"
        lead="Apply to the academy today, or talk it through first with one of our coaches in a free consultation."
      >
        <Button asChild size="lg">
          <Link to="/academy-application">Start Your Story</Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="text-white">
          <Link to="/book-consultation">Book Free Consultation</Link>
        </Button>
      </PromoCtaBand>
    </>
  );
}
