// The server as `npm start` runs it (config from the environment, signals, the data folder's lock), without
// the pages' build: what server/fault.test.ts kills with SIGKILL and starts again on the same data.
import { main } from './main';

await main({
  build: async () => {
    throw new Error('the React Router build is not part of the fault test');
  },
});
