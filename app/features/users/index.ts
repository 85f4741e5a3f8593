// What the users feature offers the server and other features on purpose (the Users tab's routes use its
// files directly): the admin's user directory and its changes, and their request schemas (/api/v1/users).
export { changeUser, getUser, listUsers } from './users.server';
export { userChangeSchema, userSearchSchema } from './schema';
