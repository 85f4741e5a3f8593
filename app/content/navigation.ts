export type NavLink = { to: string; label: string };

/** The header's six links, in the spec's order. */
export const headerLinks: readonly NavLink[] = [
  { to: '/training-programs', label: 'Training Programs' },
  { to: '/aj-bootcamp-london', label: 'AJ Bootcamp London' },
  { to: '/about', label: 'About AJ' },
  { to: '/courses', label: 'Courses' },
  // The brand is written AJBXNG everywhere (SPEC's header transcribed it "Ajbxng": issue 30).
  { to: '/ajbxng-tournaments', label: 'AJBXNG Tournaments' },
  { to: '/contact', label: 'Contact' },
];

/**
 * The event day's entry (issue 30 item 1), beside the spec's six: the tournament calendar, or, while
 * tournaments are live, the live one (features/tournaments/live-now.ts tournamentsHref).
 */
export const tournamentsLink: NavLink = { to: '/tournament-schedule', label: 'Tournaments' };

export const applyNowLink: NavLink = { to: '/academy-application', label: 'Apply Now' };

export const footerQuickLinks: readonly NavLink[] = [
  { to: '/about', label: 'About AJ' },
  { to: '/training-programs', label: 'Training Programs' },
  { to: '/courses', label: 'Courses' },
  { to: '/success-stories', label: 'Success Stories' },
  { to: '/contact', label: 'Contact' },
];

export const footerPlatformLinks: readonly NavLink[] = [
  { to: '/ajbxng-tournaments', label: 'Tournament Platform' },
  { to: '/tournament-schedule', label: 'Tournament Calendar' },
  { to: '/rankings', label: 'Rankings' },
  { to: '/aj-bootcamp-london', label: 'AJ Bootcamp London' },
  { to: '/get-started', label: 'Get Started' },
  { to: '/schedule-demo', label: 'Schedule Demo' },
];

export const legalLinks: readonly NavLink[] = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
];
