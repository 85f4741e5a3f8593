// What `npm start` says while it builds: one short line per stage of React Router's build, instead of the
// bundler's hundreds of lines (file lists, sizes, notices) that scroll by for a minute or two and read
// like trouble. The full output is kept and shown if the build fails.
import { stripVTControlCharacters } from 'node:util';

/** The stages of `react-router build`, each recognised by a line the build prints when it begins. */
export const buildStages = [
  { starts: /building client environment/, says: 'compiling the pages for the browser' },
  { starts: /building ssr environment/, says: 'compiling the server' },
  { starts: /^Prerender \(html\)/, says: 'prerendering the marketing pages' },
];

/**
 * Reads the build's output as it comes and calls `report` once per stage reached, in order.
 * Returns a function to feed text to (any chunking: lines may arrive split).
 */
export function followBuild(report) {
  let pending = '';
  let reached = -1;
  return (text) => {
    pending += text;
    const lines = pending.split(/\r?\n/);
    pending = lines.pop() ?? '';
    for (const raw of lines) {
      // Without colours: the bundler paints some lines.
      const line = stripVTControlCharacters(raw).trim();
      const stage = buildStages.findIndex((s, index) => index > reached && s.starts.test(line));
      if (stage !== -1) {
        reached = stage;
        report(buildStages[stage].says);
      }
    }
  };
}

/** "1 min 12 s" / "48 s": how long the build took, as a person says it. */
export function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;
}
