// The instant the browser tests run at, whatever the hour they are started at: 18:30 in Lagos on the demo
// event's finals day (the demo event is seeded for the day its server starts on, with one bout live). The
// test server's clock is set to it (AJB_NOW) and runs on from there; a run takes minutes, so it never
// reaches midnight. E2E_NOW tries another instant (e.g. to look at the site on a given day).

/** @param {NodeJS.ProcessEnv} env */
export function e2eStartsAt(env = process.env) {
  const at = new Date(env.E2E_NOW ?? '2026-11-28T18:30:00+01:00');
  if (Number.isNaN(at.getTime())) throw new Error(`E2E_NOW is not an instant: ${env.E2E_NOW}`);
  return at;
}
