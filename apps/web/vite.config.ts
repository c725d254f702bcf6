import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = process.env.API_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    {
      // The server fills this in production; in development the environment does.
      name: 'hall-runtime-config',
      transformIndexHtml: (html) =>
        html.replace('<meta name="hall-hotline" content="" />', `<meta name="hall-hotline" content="${process.env.HOTLINE ?? '10020'}" />`),
      apply: 'serve',
    },
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiServer, '/sandbox': apiServer },
  },
  build: {
    target: 'es2020',
    cssCodeSplit: true,
    manifest: true,
    modulePreload: { polyfill: false },
  },
});
