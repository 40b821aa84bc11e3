// `npm run dev`: the same process as production, with Vite in middleware mode for
// hot reload. HMR shares the app's own HTTP server and port.
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import type { Site } from './app.ts';

export async function developmentSite(): Promise<Extract<Site, { mode: 'development' }>> {
  let vite: ViteDevServer | undefined;
  return {
    mode: 'development',
    async beforeRoutes(app: FastifyInstance) {
      const { createServer } = await import('vite');
      vite = await createServer({
        server: { middlewareMode: true, hmr: { server: app.server } },
        appType: 'custom',
      });
      await app.register(middie);
      app.use(vite.middlewares);
      app.addHook('onClose', async () => {
        await vite?.close();
      });
    },
    async loadBuild() {
      if (!vite) throw new Error('Vite is not started');
      return (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
    },
  };
}
