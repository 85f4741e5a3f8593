import { BASE_POINTS, DECAY_DAYS, LEVEL_WEIGHT } from '../rules';

/** The ranking rules as people read them (the same constants the recomputation uses). */
export function RankingRules() {
  return (
    <div className="mt-6 grid gap-6 text-sm leading-relaxed text-ink-700 md:grid-cols-2">
      <div>
        <h3 className="font-display text-lg font-bold text-ink-900 uppercase">Points</h3>
        <p>
          A win earns {BASE_POINTS.win}; a medal gold {BASE_POINTS.gold}, silver {BASE_POINTS.silver}, bronze{' '}
          {BASE_POINTS.bronze}, on top of the wins that led to it. The tournament&rsquo;s level multiplies
          them: Elite ×{LEVEL_WEIGHT.Elite}, Intermediate-Advanced ×{LEVEL_WEIGHT['Intermediate-Advanced']},
          Beginner-Intermediate ×{LEVEL_WEIGHT['Beginner-Intermediate']}. A walkover is not boxed and earns no
          win points; its medal does.
        </p>
      </div>
      <div>
        <h3 className="font-display text-lg font-bold text-ink-900 uppercase">Twelve months</h3>
        <p>
          Points fade in a straight line from full on the day they are earned to nothing {DECAY_DAYS} days
          later: a result six months old counts half. A win counts as soon as its bout is decided, a medal
          once its category&rsquo;s final is; a corrected result changes the rankings at once.
        </p>
      </div>
      <div>
        <h3 className="font-display text-lg font-bold text-ink-900 uppercase">Divisions</h3>
        <p>
          World Boxing kg weight class, age group and gender. A tournament boxed in lbs classes ranks each
          class in the lightest kg class that holds it: Lightweight (135 lbs, 61.2 kg) ranks in 65 kg.
        </p>
      </div>
      <div>
        <h3 className="font-display text-lg font-bold text-ink-900 uppercase">Ties</h3>
        <p>
          Level on points, the boxer with more golds is ahead, then more wins, then the more recent result,
          then the name (A to Z). The table says which one decided.
        </p>
      </div>
    </div>
  );
}
