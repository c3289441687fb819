import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config/config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
  }
}

export const configPlugin = fp(
  async (app: FastifyInstance, config: ServerConfig) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);
