import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

const link =
  'inline-flex items-center gap-1 rounded-lg bg-white px-3 py-2 text-sm font-semibold ring-1 ring-ink-900/10 hover:ring-gold-500 focus-visible:ring-2 focus-visible:ring-gold-500 focus-visible:outline-none';

/**
 * Previous / "a–b of n" / Next as plain links (paging works without JavaScript); `href` keeps the page's
 * other filters. Nothing when everything fits on one page.
 */
export function PageNav({
  page,
  pageSize,
  total,
  href,
  label,
  noun,
}: {
  page: number;
  pageSize: number;
  total: number;
  href: (page: number) => string;
  label: string;
  noun: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className={link} rel="prev">
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-700">
        {first}–{last} of {total} {noun}
      </p>
      {page < pages ? (
        <Link to={href(page + 1)} className={link} rel="next">
          Next <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The page asked for in `?page=`, clamped to the pages there are. */
export function pageParam(value: string | null, total: number, pageSize: number): number {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const asked = Number(value);
  return Number.isInteger(asked) && asked >= 1 ? Math.min(asked, pages) : 1;
}
