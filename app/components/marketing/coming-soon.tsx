import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { PageHero } from './page-hero';

/** An honest placeholder for a screen that is being built: says what is coming and where to go meanwhile. */
export function ComingSoon({
  badge,
  title,
  coming,
  next = { to: '/contact', label: 'Contact the academy' },
}: {
  badge: string;
  title: string;
  coming: string;
  next?: { to: string; label: string };
}) {
  return (
    <PageHero badge={badge} title={title} lead={coming}>
      <Button asChild size="lg">
        <Link to={next.to}>{next.label}</Link>
      </Button>
      <Button asChild size="lg" variant="outline" className="text-white">
        <Link to="/">Back to Home</Link>
      </Button>
    </PageHero>
  );
}
