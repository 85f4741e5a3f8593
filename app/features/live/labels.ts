/** What the browser may import of the live feature: names of things, no server code. */
export const pollKinds = ['fan_favourite', 'bout_of_the_day', 'other'] as const;
export type PollKind = (typeof pollKinds)[number];

export const POLL_KIND_LABELS: Record<PollKind, string> = {
  fan_favourite: 'Fan favourite',
  bout_of_the_day: 'Bout of the day',
  other: 'Poll',
};
