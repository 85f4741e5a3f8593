import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { academy } from '~/content/academy';
import { footerPlatformLinks, footerQuickLinks, legalLinks } from '~/content/navigation';
import { Logo } from './logo';

function LinkColumn({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="eyebrow text-gold-300">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-ink-300 transition-colors hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-ink-950 text-white">
      <div className="h-1 bg-gradient-to-r from-gold-600 via-gold-300 to-gold-600" />
      <div className="container-page grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div>
          <Logo />
          <p className="mt-5 max-w-sm text-sm leading-relaxed text-ink-300">
            Nigeria&rsquo;s championship boxing academy: elite coaching in Lagos and Abuja, a national
            tournament pathway, and a road to the London bootcamp.
          </p>
        </div>
        <LinkColumn title="Quick Links" links={footerQuickLinks} />
        <LinkColumn title="Platform" links={footerPlatformLinks} />
        <div>
          <h2 className="eyebrow text-gold-300">Get in Touch</h2>
          <ul className="mt-4 space-y-3 text-sm text-ink-300">
            <li className="flex gap-3">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <span>
                {academy.locations
                  .map((l) => `${l.city} (${l.role.split(' ')[0]!.toLowerCase()})`)
                  .join(' · ')}
              </span>
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <a href={academy.phoneHref} className="hover:text-white">
                {academy.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <a href={`mailto:${academy.email}`} className="hover:text-white">
                {academy.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-xs text-ink-400 sm:flex-row sm:items-center sm:justify-between">
          {/* A prerendered page carries the year it was built in; the browser may read another (New Year's
              Eve, or a device whose clock is off): its own year wins without a hydration error. */}
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} {academy.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
