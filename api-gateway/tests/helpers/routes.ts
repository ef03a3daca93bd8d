import type { Express } from 'express';

export interface RouteRef {
  method: string;
  path: string;
}

/** Walks app.router.stack and nested routers (Express 5 / router 2: `layer.route`, `layer.handle.stack`, `layer.rawPath`). */
export function listRoutes(app: Express): RouteRef[] {
  const found: RouteRef[] = [];
  const walk = (stack: unknown[], prefix: string) => {
    for (const layer of stack as {
      route?: { path: string | string[]; methods: Record<string, boolean> };
      handle?: { stack?: unknown[] };
      rawPath?: unknown;
    }[]) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (!on || method === '_all') continue;
          for (const path of paths) found.push({ method: method.toUpperCase(), path: `${prefix}${path}` });
        }
      } else if (Array.isArray(layer.handle?.stack)) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, `${prefix}${mount}`);
      }
    }
  };
  const router = (app as unknown as { router: { stack: unknown[] } }).router;
  walk(router.stack, '');
  return found;
}
