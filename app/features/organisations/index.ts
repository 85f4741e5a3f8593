// What the organisations feature offers other features on purpose.
export { approveOrganisation, approveSignUp } from './organisations.server';
