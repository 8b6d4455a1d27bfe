import type { ApiModule } from '../module.ts';
import { isLocalStorageDriver } from '../../adapters/storage/local-storage-driver.ts';
import { createLocalFileService } from './local-file-service.ts';
import { localStorageRoutes } from './local-routes.ts';
import { createLocalUploadService } from './local-upload-service.ts';
import { storageRoutes } from './routes.ts';
import { createUploadFormService } from './upload-form-service.ts';

export const storageModule: ApiModule = async (api, deps) => {
  const { clock, storage } = deps;
  await api.register(storageRoutes, {
    uploadFormService: createUploadFormService({ clock, storage, db: deps.db }),
  });
  if (isLocalStorageDriver(storage)) {
    await api.register(localStorageRoutes, {
      uploadService: createLocalUploadService({ storage, clock }),
      fileService: createLocalFileService({ storage, clock }),
    });
  }
};
