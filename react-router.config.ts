import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './app/content/site-map';

export default {
  appDirectory: 'app',
  // BUILD_DIR lets parallel builds (CI, several developers' servers) each keep their own output.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  // Marketing pages are the same for everyone: rendered once at build time, served as files.
  prerender: () => prerenderedPaths,
} satisfies Config;
