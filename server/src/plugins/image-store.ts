import fp from 'fastify-plugin';
import type { S3Config } from '../config.js';
import { createDiskImageStore, type ImageStore } from '../storage/image-store.js';
import { createS3Client, createS3ImageStore } from '../storage/s3-image-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where uploaded images are written, read and deleted: `<dataDir>/uploads` by default, an S3 bucket when
     * S3_BUCKET is set. Services take it from here; plugins/uploads.ts serves it at /uploads/.
     */
    imageStore: ImageStore;
  }
}

export interface ImageStorePluginOptions {
  /** A bucket for the images (S3_BUCKET and the AWS variables); the data folder when absent. */
  s3?: S3Config;
  /** A store made by the caller (tests), over both. */
  imageStore?: ImageStore;
}

export const imageStorePlugin = fp<ImageStorePluginOptions>(
  async (app, options) => {
    if (options.imageStore) {
      app.decorate('imageStore', options.imageStore);
      return;
    }
    if (!options.s3) {
      app.decorate('imageStore', createDiskImageStore(app.dataDir));
      return;
    }
    const client = createS3Client(options.s3);
    app.decorate('imageStore', createS3ImageStore(client, options.s3.bucket));
    app.addHook('onClose', () => client.destroy());
  },
  { name: 'image-store', dependencies: ['database'] },
);
