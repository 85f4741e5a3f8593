import { NavLink } from 'react-router';
import { courseCategories } from '~/content/course-categories';
import { cn } from '~/lib/cn';

const links = [
  { to: '/courses', label: 'All Courses' },
  ...courseCategories.map((c) => ({ to: c.path, label: c.name })),
];

/** Plain links to the category pages (the spec's "not filters"): each is its own page. */
export function CategoryLinks({ className }: { className?: string }) {
  return (
    <nav aria-label="Course categories" className={className}>
      {/* One swipeable row on phones rather than three rows of pills. */}
      <ul className="-mx-5 flex gap-2 overflow-x-auto px-5 py-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {links.map((link) => (
          <li key={link.to} className="shrink-0">
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex h-10 items-center rounded-full px-5 font-display text-sm font-bold tracking-wider uppercase ring-1 transition-colors',
                  isActive
                    ? 'bg-ink-950 text-white ring-ink-950'
                    : 'bg-white text-ink-800 ring-ink-900/15 hover:bg-ink-950 hover:text-white',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
