import type { Router } from 'express';
import type { Db } from '../../db/database';
import { FavoritesRepository } from './favorites.repository';
import { createFavoritesRouter } from './favorites.router';
import { FavoritesService } from './favorites.service';

export interface FavoritesModule {
  /** A user's saved place ids (spotlight), and the solo-like saver a swipe calls in its transaction. */
  service: FavoritesService;
  router: Router;
}

export function createFavoritesModule(deps: { db: Db }): FavoritesModule {
  const service = new FavoritesService(new FavoritesRepository(deps.db));
  return { service, router: createFavoritesRouter(service) };
}
