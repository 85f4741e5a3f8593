import type { RouteConfig } from '@react-router/dev/routes';
import { index, layout, route } from '@react-router/dev/routes';

export default [
  // The academy's public site. The pages that show its photography read the site media library's slots in
  // their layout (issue 30 item 7, decision 0025).
  layout('routes/site-photos.layout.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('courses', 'routes/courses.tsx'),
    route('courses/beginner', 'routes/courses.beginner.tsx'),
    route('courses/advanced', 'routes/courses.advanced.tsx'),
    route('courses/psychology', 'routes/courses.psychology.tsx'),
    route('courses/fitness', 'routes/courses.fitness.tsx'),
    route('courses/business', 'routes/courses.business.tsx'),
    route('courses/lifestyle', 'routes/courses.lifestyle.tsx'),
    route('courses/elite-championship', 'routes/courses.elite-championship.tsx'),
    route('courses/fundamentals-mastery', 'routes/courses.fundamentals-mastery.tsx'),
    route('courses/mental-champion', 'routes/courses.mental-champion.tsx'),
    route('courses/performance-elite', 'routes/courses.performance-elite.tsx'),
    route('aj-bootcamp-london', 'routes/aj-bootcamp-london.tsx'),
    route('success-stories', 'routes/success-stories.tsx'),
  ]),
  route('training-programs', 'routes/training-programs.tsx'),
  route('courses/elite-championship-course', 'routes/courses.elite-championship-course.tsx'),
  // Each online course's own page, with its price and Buy (issue 31 item 4, decision 0031).
  route('courses/:category/:course', 'routes/courses.$category.$course.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('cookies', 'routes/cookies.tsx'),
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),

  // Forms: enquiries, applications and bookings.
  route('academy-application', 'routes/academy-application.tsx'),
  route('application', 'routes/application.tsx'),
  // Paying a priced programme's deposit or fee after applying (issue 31 item 4, decision 0031).
  route('application/pay', 'routes/application.pay.tsx'),
  route('book-consultation', 'routes/book-consultation.tsx'),
  route('schedule-demo', 'routes/schedule-demo.tsx'),
  route('get-started', 'routes/get-started.tsx'),

  // Accounts.
  route('sign-in', 'routes/sign-in.tsx'),
  route('sign-up', 'routes/sign-up.tsx'),
  // Issue 32: sign-up and sign-in by a code sent as an SMS, one page for both.
  route('sign-up/phone', 'routes/phone-code.tsx', { id: 'routes/sign-up-phone' }),
  route('sign-in/code', 'routes/phone-code.tsx', { id: 'routes/sign-in-code' }),
  route('sign-out', 'routes/sign-out.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('entries/consent/:token', 'routes/entries.consent.$token.tsx'),
  route('payments/checkout', 'routes/payments.checkout.tsx'),
  route('payments/return', 'routes/payments.return.tsx'),
  // A receipt or invoice as PDF, for its payer, its organisation's organisers and the admins (issue 31).
  route('invoices/:number', 'routes/invoices.$number.ts'),
  route('account', 'routes/account.tsx'),
  // The learning area of the online courses (issue 34): My Courses, then a course's lessons.
  route('my-courses', 'routes/my-courses.tsx'),
  route('my-courses/:course', 'routes/my-courses.$course.tsx'),
  route('my-courses/:course/:lesson', 'routes/my-courses.$course.$lesson.tsx'),
  // A course's certificate, public to whoever has its code (issue 34).
  route('course-certificates/:code', 'routes/course-certificates.$code.tsx'),

  // The tournament platform.
  route('ajbxng-tournaments', 'routes/ajbxng-tournaments.tsx'),
  route('tournament-demo', 'routes/tournament-demo.tsx'),
  route('tournament-schedule', 'routes/tournament-schedule.tsx'),
  route('tournament-schedule.ics', 'routes/tournament-schedule.ics.ts'),
  route('start-tournament', 'routes/start-tournament.tsx'),
  route('tournaments/create', 'routes/tournaments.create.tsx'),
  route('tournaments/:slug', 'routes/tournaments.$slug.tsx'),
  // Reading the event: a category's draw, the bout order, a boxer's public profile.
  route('tournaments/:slug/categories/:categoryId', 'routes/tournaments.$slug.categories.$categoryId.tsx'),
  route('tournaments/:slug/bouts', 'routes/tournaments.$slug.bouts.tsx'),
  // A ring's screen for a TV at the venue: its bout live, then the next three (issue 17).
  route('tournaments/:slug/screen', 'routes/tournaments.$slug.screen.tsx'),
  // One bout as the public follows it: each round's cards once all are in, the decision (issue 16).
  route('tournaments/:slug/bouts/:boutId', 'routes/tournaments.$slug.bouts.$boutId.tsx'),
  route('boxers/:id', 'routes/boxers.$id.tsx'),
  // A boxer's licence and medical certificates (issue 33): private to the boxer, their coach and their tournaments.
  route('medical-certificates/:boxerId', 'routes/medical-certificates.$boxerId.tsx'),
  route('rankings', 'routes/rankings.tsx'),
  // Results that last: a tournament's official results (and as CSV), an award's printable certificate.
  route('tournaments/:slug/results', 'routes/tournaments.$slug.results.tsx'),
  route('tournaments/:slug/results.csv', 'routes/tournaments.$slug.results.csv.ts'),
  route('awards/:id/certificate', 'routes/awards.$id.certificate.tsx'),
  route('students/register', 'routes/students.register.tsx'),
  route('admin-dashboard', 'routes/admin-dashboard.tsx', [
    index('routes/admin-dashboard._index.tsx'),
    route('matches', 'routes/admin-dashboard.matches.tsx'),
    route('users', 'routes/admin-dashboard.users.tsx'),
    route('settings', 'routes/admin-dashboard.settings.tsx'),
    // The organisation's plan, paid by subscription, with its receipts and invoices (issue 31 item 3).
    route('plan', 'routes/admin-dashboard.plan.tsx'),
    // Where an organisation's entry fees are paid (its Paystack subaccount) and the platform's commission.
    route('payouts', 'routes/admin-dashboard.payouts.tsx'),
    // The daily ledger-against-Paystack report (issue 31 item 6): platform admins only.
    route('reconciliation', 'routes/admin-dashboard.reconciliation.tsx'),
    // Messages to phones, newest first, like each phone's inbox (issue 32): platform admins only.
    route('messages', 'routes/admin-dashboard.messages.tsx'),
    // Issue 33: the London bootcamp's selection from the rankings (admins only).
    route('bootcamp', 'routes/admin-dashboard.bootcamp.tsx'),
    // A tournament's management pages, under one guard and one error boundary (decision 0021): the page
    // itself (the workspace's), editing a draft (the wizard with its values), entries, weigh-in, draws, the
    // bout order, fan polls and media (issue 17), and one bout for its organisers (every card, fouls,
    // decision, correcting the result and the audit).
    route('tournaments/:id', 'routes/admin-dashboard.tournaments.$id.layout.tsx', [
      index('routes/admin-dashboard.tournaments.$id.tsx'),
      route('edit', 'routes/admin-dashboard.tournaments.$id.edit.tsx'),
      route('entries', 'routes/admin-dashboard.tournaments.$id.entries.tsx'),
      route('weigh-in', 'routes/admin-dashboard.tournaments.$id.weigh-in.tsx'),
      route('draws', 'routes/admin-dashboard.tournaments.$id.draws.tsx'),
      route('bouts', 'routes/admin-dashboard.tournaments.$id.bouts.tsx'),
      route('live', 'routes/admin-dashboard.tournaments.$id.live.tsx'),
      // Its jury (issue 33): who reviews protests.
      route('jury', 'routes/admin-dashboard.tournaments.$id.jury.tsx'),
      route('bouts/:boutId', 'routes/admin-dashboard.tournaments.$id.bouts.$boutId.tsx'),
      // Its money (issue 31): figures and lines from the payments ledger, and the same as CSV.
      route('money', 'routes/admin-dashboard.tournaments.$id.money.tsx'),
      route('money.csv', 'routes/admin-dashboard.tournaments.$id.money.csv.ts'),
    ]),
    // The enquiries inbox.
    route('enquiries', 'routes/admin-dashboard.enquiries.tsx'),
    route('enquiries/export.csv', 'routes/admin-dashboard.enquiries.export.ts'),
    route('enquiries/:reference', 'routes/admin-dashboard.enquiries.$reference.tsx'),
    // Venue mode (issue 18): the printable sheet (the laptop's addresses as QR codes) and a backup download.
    route('venue', 'routes/admin-dashboard.venue.tsx'),
    route('venue/backup', 'routes/admin-dashboard.venue.backup.ts'),
    // The academy's photography and film (issue 30 item 7): platform admins only.
    route('site-media', 'routes/admin-dashboard.site-media.tsx'),
  ]),
  // A course's editor (issue 34): its lessons, drafts included; platform admins and the course's instructors
  // (not organisers' workspace, so outside the dashboard's layout and its guard).
  route('admin-dashboard/courses/:slug', 'routes/admin-dashboard.courses.$slug.tsx'),
  route('coach-dashboard', 'routes/coach-dashboard.tsx'),
  // Protests and the jury's review (issue 33 item 3).
  route('protests', 'routes/protests.tsx'),
  route('referee-dashboard', 'routes/referee-dashboard.tsx'),
  // A bout's ringside page: a judge's card, the recorder's grid, the referee's fouls and decisions.
  route('referee-dashboard/bouts/:id', 'routes/referee-dashboard.bouts.$id.tsx'),
  route('referee-dashboard/bouts/:id/clock', 'routes/referee-dashboard.bouts.$id.clock.tsx'),
  route('student-dashboard', 'routes/student-dashboard.tsx'),
  route('student-dashboard/bouts.ics', 'routes/student-dashboard.bouts.ics.ts'),
  route('spectator-dashboard', 'routes/spectator-dashboard.tsx'),
  // What the officials' service worker shows for a page it did not keep, while offline (decision 0014).
  route('offline', 'routes/offline.tsx'),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
