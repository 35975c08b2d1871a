import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../config.js';
import { createS3Client } from '../storage/s3-image-store.js';

/** The credentials s3rver accepts; set as AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY for the SDK. */
export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as const;

export interface TestS3Server {
  /** AWS_ENDPOINT_URL_S3 for it. */
  endpoint: string;
  /** Makes a new, empty bucket and answers the configuration of it. */
  bucket(): Promise<S3Config>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver, in this process, on a free port, keeping its objects in a temporary
 * folder) for the tests of images on S3-compatible storage. It sets the AWS credential variables for the
 * SDK of this process; child processes get them from S3RVER_CREDENTIALS.
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  Object.assign(process.env, S3RVER_CREDENTIALS);
  const directory = await mkdtemp(join(tmpdir(), 'campus-test-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    async bucket() {
      const config: S3Config = {
        bucket: `campus-test-${randomBytes(4).toString('hex')}`,
        region: 'us-east-1',
        endpoint,
      };
      const client = createS3Client(config);
      await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
      client.destroy();
      return config;
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
