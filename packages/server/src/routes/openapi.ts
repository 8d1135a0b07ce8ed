import type { App } from '../http/app-env.ts';
import { buildOpenApi } from '../contract-openapi/build.ts';

export default function register(app: App) {
  // Not declared with route(): the document describes the others.
  app.get('/api/openapi.json', (c) => c.json(buildOpenApi(app)));
}
