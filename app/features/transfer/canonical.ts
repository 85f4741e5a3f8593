import { columns, rewriteReferences } from './columns';
import type { References } from './columns';
import type { TransferDocument } from './document';
import { remapDrawDetails, remapDrawState } from './engine-ids';
import type { IdMaps } from './engine-ids';

type Json = Record<string, unknown>;

/**
 * A document with every id replaced by its place (rows) or by the e-mail (people), and the moment of export
 * left out: two platforms' exports of the same event are equal in this form. For tests and for people who
 * compare an upload with the venue's copy. Which columns are references is columns.ts's table.
 */
export function canonicalDocument(doc: TransferDocument): Json {
  const position = <T extends { id: number }>(rows: T[]) => {
    const places = new Map(rows.map((r, i) => [r.id, i + 1]));
    return (id: number) => places.get(id) ?? -1;
  };
  const emails = new Map(doc.people.map((p) => [p.id, p.email]));
  const person = (id: string) => emails.get(id) ?? `unknown:${id}`;
  const organisation = position(doc.organisations);
  const category = position(doc.categories);
  const entry = position(doc.entries);
  const bout = position(doc.bouts);
  const maps: IdMaps = { entry, user: person };
  const refs: References = {
    person,
    organisation,
    category,
    entry,
    bout,
    drawDetails: (details) => remapDrawDetails(details, maps),
  };
  /** An item with its references rewritten, the rest as it is. */
  const canonical = <T extends object>(spec: (typeof columns)[keyof typeof columns], item: T) => ({
    ...item,
    ...rewriteReferences(spec, item, refs),
  });
  const { exportedAt: _at, origin: _origin, ...rest } = doc;
  return JSON.parse(
    JSON.stringify({
      ...rest,
      tournament: { ...canonical(columns.tournament, doc.tournament), id: 1 },
      organisations: doc.organisations.map((o) => ({ ...o, id: organisation(o.id) })),
      people: doc.people.map((p) => ({
        ...p,
        id: person(p.id),
        profile: p.profile && canonical(columns.profile, p.profile),
      })),
      categories: doc.categories.map((c) => ({
        ...canonical(columns.categories, c),
        id: category(c.id),
        drawState: remapDrawState(c.drawState, maps),
      })),
      entries: doc.entries.map((e) => ({ ...canonical(columns.entries, e), id: entry(e.id) })),
      invitations: doc.invitations.map((i) => canonical(columns.invitations, i)),
      weighIns: doc.weighIns.map((w) => canonical(columns.weighIns, w)),
      drawAudit: doc.drawAudit.map((a) => canonical(columns.drawAudit, a)),
      bouts: doc.bouts.map((b) => ({ ...canonical(columns.bouts, b), id: bout(b.id) })),
      boutOfficials: doc.boutOfficials.map((o) => canonical(columns.boutOfficials, o)),
      scorecards: doc.scorecards.map((s) => canonical(columns.scorecards, s)),
      fouls: doc.fouls.map((f) => canonical(columns.fouls, f)),
      awards: doc.awards.map((a) => canonical(columns.awards, a)),
      corrections: doc.corrections.map((c) => canonical(columns.corrections, c)),
      suspensions: doc.suspensions.map((s) => canonical(columns.suspensions, s)),
    }),
  ) as Json;
}
