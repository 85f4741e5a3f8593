// The browser tests run against the demo event, seeded for the day the test server starts ("today" in
// Lagos). A run that crosses midnight in Lagos finds that event yesterday's, and the tests that look for it
// on today's pages fail. `npm test` therefore waits for midnight to pass when it is closer than the browser
// tests take (about 13 minutes on CI's two cores), which happens on about one run in seventy.

/** Milliseconds from `now` to the next midnight in Lagos (West Africa Time, UTC+1 all year). */
export function msToLagosMidnight(now = new Date()) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Lagos',
      hourCycle: 'h23',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(now)
      .map((p) => [p.type, Number(p.value)]),
  );
  const sinceMidnight = ((parts.hour * 60 + parts.minute) * 60 + parts.second) * 1000 + now.getMilliseconds();
  return 24 * 60 * 60 * 1000 - sinceMidnight;
}

/**
 * How long to wait before the browser tests so that they do not cross midnight in Lagos: nothing when
 * midnight is further than `windowMinutes` away, else until half a minute after it.
 */
export function waitBeforeBrowserTests(now = new Date(), windowMinutes = 20) {
  const left = msToLagosMidnight(now);
  return left > windowMinutes * 60 * 1000 ? 0 : left + 30 * 1000;
}
