import { ArrowRight, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '~/components/ui/card';
import { formatLongDate, lagosDate } from '~/lib/lagos-time';
import type { MediaItem } from '../media.server';

/** The Highlights tab (SPEC §7, §9): media organisers marked as highlights, newest first, six of them. */
export function Highlights({ items }: { items: MediaItem[] }) {
  return (
    <section aria-labelledby="highlights-heading" className="space-y-4">
      <div>
        <h2 id="highlights-heading" className="text-3xl font-extrabold uppercase">
          Highlights
        </h2>
        <p className="mt-1 text-ink-700">
          The moments organisers picked from their tournaments, newest first.
        </p>
      </div>
      {items.length === 0 ? (
        <Card className="flex items-start gap-4 px-6 py-8">
          <Star aria-hidden className="mt-1 size-6 shrink-0 text-gold-600" />
          <div>
            <p className="text-ink-700">
              No highlights yet. Photos and clips appear here when a tournament’s organisers mark them as
              highlights.
            </p>
            <Link
              to="/tournament-schedule"
              className="mt-3 inline-flex items-center gap-1.5 font-semibold text-ink-900 underline decoration-gold-400 underline-offset-4 hover:text-gold-700"
            >
              See the tournaments on the calendar <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
        </Card>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <Card className="h-full overflow-hidden">
                <figure>
                  <div className="aspect-video bg-ink-950">
                    {item.kind === 'video' ? (
                      // eslint-disable-next-line jsx-a11y/media-has-caption -- organisers upload short clips without caption files (no caption upload yet)
                      <video
                        src={item.url}
                        controls
                        preload="metadata"
                        className="size-full object-cover"
                        aria-label={item.title}
                      />
                    ) : (
                      <img
                        src={item.url}
                        alt={item.title}
                        loading="lazy"
                        className="size-full object-cover"
                      />
                    )}
                  </div>
                  <figcaption className="space-y-1 p-5">
                    <p className="text-xl leading-tight font-extrabold uppercase">{item.title}</p>
                    {item.description ? <p className="text-ink-700">{item.description}</p> : null}
                    <p className="text-sm text-ink-600">
                      {[
                        item.boxer?.name,
                        item.tournament?.name,
                        formatLongDate(lagosDate(new Date(item.createdAt))),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </figcaption>
                </figure>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
