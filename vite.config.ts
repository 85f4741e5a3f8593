import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  define: {
    __SITE_URL__: JSON.stringify((process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '')),
  },
});
