// What the organisations feature offers other features on purpose.
export { approveOrganisation, approveSignUp } from './organisations.server';
export { ensureAcademyOrganisation } from './academy.server';
export { landingDashboard } from './landing.server';
export type { InviteResult, MemberRow, OrganisationRef } from './members.server';
export {
  academyOrganisation,
  changeMemberRole,
  inviteMember,
  listMembers,
  platformRoleFor,
  removeMember,
  workspaceOrganisation,
} from './members.server';
export type { Membership, Workspace } from './workspace.server';
export {
  READ_ONLY_MESSAGE,
  hasWorkspace,
  membershipOf,
  requireWorkspace,
  requireWritableOrganisation,
  runsOrganisation,
  workspaceFor,
} from './workspace.server';
export type { BoxerTies } from './boxer-policy';
export { coachesBoxer, hearsBoxersPrivateFacts, mayEnterBoxer, organisesBoxersClub } from './boxer-policy';
export type { BoxerAudience, BoxerPrivacy } from './boxer-privacy.server';
export { ADULT_AGE, boxerPrivacy, isMinor } from './boxer-privacy.server';
// An organisation's officials for the public API (issue 27 item 16): the members view's rules, officials alone.
export type { AddedOfficial, OfficialMember } from './officials.server';
export { addOfficial, listOfficials, removeOfficial } from './officials.server';
