/**
 * The ids inside a category's engine state (engine/types.ts CategoryDraw), rewritten for another platform:
 * entry ids are the app's entry ids as text (engine-state.server.ts), officials and the authors of changes
 * are account ids. Bout ids (`W1-1`) belong to the engine and stay. The walk names every place the engine
 * keeps one of these ids, so that nothing else that happens to look like an id is touched.
 */
export type IdMaps = {
  entry: (id: number) => number;
  user: (id: string) => string;
};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function remapDrawState(state: Json | null, maps: IdMaps): Json | null {
  if (state === null) return null;
  const entry = (value: unknown): unknown => {
    if (typeof value !== 'string' || value === 'bye') return value;
    const n = Number(value);
    return Number.isInteger(n) && n > 0 ? String(maps.entry(n)) : value;
  };
  const user = (value: unknown): unknown => (typeof value === 'string' ? maps.user(value) : value);
  const keys = (record: unknown): unknown =>
    isObject(record)
      ? Object.fromEntries(Object.entries(record).map(([key, value]) => [entry(key) as string, value]))
      : record;
  const list = <T>(value: unknown, each: (item: T) => unknown): unknown =>
    Array.isArray(value) ? value.map((item) => each(item as T)) : value;
  const withBy = (change: Json): Json => ('by' in change ? { ...change, by: user(change.by) } : change);

  // A one-entry category keeps a marker instead of an engine state (draws.server.ts WalkoverMarker).
  if (isObject(state.walkover)) {
    const walkover = state.walkover;
    return {
      ...state,
      walkover: {
        ...walkover,
        entryId: typeof walkover.entryId === 'number' ? maps.entry(walkover.entryId) : walkover.entryId,
      },
    };
  }

  const result = (value: unknown): unknown => {
    if (!isObject(value)) return value;
    return {
      ...value,
      winner: entry(value.winner),
      loser: entry(value.loser),
      ...(Array.isArray(value.corners) ? { corners: value.corners.map(entry) } : {}),
      ...(Array.isArray(value.scorecards)
        ? {
            scorecards: list<Json>(value.scorecards, (card) =>
              isObject(card) && 'judge' in card ? { ...card, judge: user(card.judge) } : card,
            ),
          }
        : {}),
    };
  };
  const live = (value: unknown): unknown => {
    if (!isObject(value)) return value;
    const out: Json = { ...value };
    if (isObject(value.officials)) {
      const officials = value.officials;
      out.officials = {
        ...officials,
        ...('referee' in officials ? { referee: user(officials.referee) } : {}),
        ...('judges' in officials ? { judges: list(officials.judges, user) } : {}),
      };
    }
    if (Array.isArray(value.cards))
      out.cards = list<Json>(value.cards, (card) =>
        isObject(card) ? { ...card, judge: user(card.judge) } : card,
      );
    return out;
  };
  const bout = (value: unknown): unknown => {
    if (!isObject(value)) return value;
    return {
      ...value,
      slots: list(value.slots, entry),
      winner: entry(value.winner),
      result: result(value.result),
      ...('live' in value ? { live: live(value.live) } : {}),
    };
  };
  const audit = (value: unknown): unknown => {
    if (!isObject(value)) return value;
    const out = withBy({ ...value });
    if ('entryId' in value) out.entryId = entry(value.entryId);
    if ('judge' in value) out.judge = user(value.judge);
    if (value.action === 'correction') {
      out.before = result(value.before);
      out.after = result(value.after);
    }
    return out;
  };

  return {
    ...state,
    entries: list<Json>(state.entries, (e) => (isObject(e) ? { ...e, id: entry(e.id) } : e)),
    seeding: list(state.seeding, entry),
    withdrawn: keys(state.withdrawn),
    suspended: keys(state.suspended),
    rounds: list<Json>(state.rounds, (round) =>
      isObject(round) ? { ...round, bouts: list(round.bouts, bout) } : round,
    ),
    notices: list<Json>(state.notices, (notice) =>
      isObject(notice) && 'entryId' in notice ? { ...notice, entryId: entry(notice.entryId) } : notice,
    ),
    audit: list(state.audit, audit),
  };
}

/** A draw's audit details name the entries drawn (draws.server.ts): the same entries, renumbered. */
export function remapDrawDetails(details: Json, maps: IdMaps): Json {
  if (!Array.isArray(details.entries)) return details;
  return {
    ...details,
    entries: details.entries.map((e: unknown) => (typeof e === 'number' ? maps.entry(e) : e)),
  };
}
