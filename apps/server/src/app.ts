import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { registerErrorHandler } from './http/error-handler';
import { registerRequestTypeGuard } from './http/request-type-guard';
import { registerWebApp } from './http/web-app';
import { siteRoutes } from './modules/site/routes';
import { SiteService } from './modules/site/service';

export interface AppDeps {
  db: Db;
  config: Pick<Config, 'WEB_DIST' | 'TRUST_PROXY'>;
  logger?: FastifyServerOptions['logger'];
}

/** The whole HTTP application; main.ts listens with it and tests inject into it. */
export async function buildApp({ db, config, logger = false }: AppDeps) {
  const app = Fastify({ logger, trustProxy: config.TRUST_PROXY });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestTypeGuard(app);
  await app.register(fastifyCookie);

  const sites = new SiteService(db);
  await app.register(siteRoutes, { prefix: '/api', sites, trustProxy: config.TRUST_PROXY });

  await registerWebApp(app, config.WEB_DIST);
  return app;
}
