// npm run bench:event — the engine's part of an event of 600 entries over 20 categories (30 each, 12 clubs):
// draw every category, plan the programme on 3 rings over 6 days (one bout a day per boxer), write it onto
// every state, and estimate the ETAs. Prints the time and the largest state's size (the JSON kept in
// tournament_categories.draw_state). The database's share (one row per bout) is not timed here.
import { performance } from 'node:perf_hooks';
import { applySchedule, createDraw, estimateTimes, planSchedule } from '../engine/index';
import type { CategoryDraw, Entry } from '../engine/index';

const CATEGORIES = 20;
const PER_CATEGORY = 30;
const RINGS = ['1', '2', '3'];
const sessions = ['2026-12-05', '2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10'].map(
  (day) => ({
    start: `${day}T09:00:00+01:00`,
    end: `${day}T22:00:00+01:00`,
  }),
);

function entries(category: number): Entry[] {
  return Array.from({ length: PER_CATEGORY }, (_, i) => ({
    id: String(category * 1000 + i + 1),
    name: `Boxer ${category}-${i + 1}`,
    club: `club-${i % 12}`,
    ...(i < 4 ? { seed: i + 1 } : {}),
  }));
}

const started = performance.now();
let draws: CategoryDraw[] = Array.from({ length: CATEGORIES }, (_, c) =>
  createDraw('single-elimination', entries(c), {
    seed: c + 1,
    rules: { rounds: 3, roundMinutes: 2, judges: 3 },
  }),
);
const drawn = performance.now();
const categories = draws.map((draw, c) => ({ id: String(c + 1), draw }));
const schedule = planSchedule(categories, { rings: RINGS, sessions, rest: 'next-day' });
draws = draws.map((draw, c) => applySchedule(draw, String(c + 1), schedule).state);
const times = estimateTimes(
  draws.map((draw, c) => ({ id: String(c + 1), draw })),
  { rings: RINGS, sessions, rest: 'next-day' },
);
const done = performance.now();
const largest = Math.max(...draws.map((d) => JSON.stringify(d).length));

console.log(
  `entries           ${CATEGORIES * PER_CATEGORY} in ${CATEGORIES} categories, ${RINGS.length} rings`,
);
console.log(
  `bouts scheduled   ${schedule.bouts.length} (unscheduled ${schedule.unscheduled.length}), ETAs ${times.length}`,
);
console.log(`draws             ${(drawn - started).toFixed(1)} ms`);
console.log(`schedule + ETAs   ${(done - drawn).toFixed(1)} ms`);
console.log(`total             ${(done - started).toFixed(1)} ms`);
console.log(`largest state     ${(largest / 1024).toFixed(1)} KiB`);
