// What the organisations feature offers other features on purpose.
export { approveOrganisation, approveSignUp } from './organisations.server';
export type { Membership, Workspace } from './workspace.server';
export {
  hasWorkspace,
  membershipOf,
  requireWorkspace,
  runsOrganisation,
  workspaceFor,
} from './workspace.server';
