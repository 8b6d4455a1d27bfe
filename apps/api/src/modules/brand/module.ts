import type { ApiModule } from '../module.ts';
import { brandImageRoutes } from './brand-image-routes.ts';
import { createEmailLogoRenderer } from './email-logo.ts';
import { brandRoutes } from './routes.ts';

export const brandModule: ApiModule = async (api, deps) => {
  await api.register(brandRoutes, { renderEmailLogo: createEmailLogoRenderer(deps.portalFilesDir) });
  await api.register(brandImageRoutes, { db: deps.db });
};
