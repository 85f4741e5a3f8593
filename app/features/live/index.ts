// What the live feature (issue 17: the spectator hub, fan polls, media and highlights) offers on purpose.
export {
  ALREADY_VOTED,
  castVote,
  closePoll,
  createPoll,
  hubPolls,
  POLL_CLOSED,
  pollChoices,
  pollDraftSchema,
  pollView,
  storedVoteCount,
  tournamentPolls,
} from './polls.server';
export type { PollDraft, PollOptionResult, PollView } from './polls.server';
// The API's body for a vote is the hub's vote form's own (decision 0008: one schema per command).
export { voteBodySchema } from './forms';
export { POLL_KIND_LABELS, pollKinds } from './labels';
export type { PollKind } from './labels';
export {
  deleteMedia,
  HIGHLIGHTS_LIMIT,
  listHighlights,
  mediaFactsSchema,
  mediaFile,
  mediaUrl,
  setHighlight,
  tournamentMedia,
  uploadMedia,
} from './media.server';
export type { MediaFacts, MediaItem } from './media.server';
export { LIVE_BANNER_LIMIT, liveAndUpcoming, UPCOMING_LIMIT } from './hub.server';
export type { HubBout } from './hub.server';
