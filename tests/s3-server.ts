/**
 * A real S3-compatible server for tests (s3rver, on loopback, objects in a temporary folder), with
 * one empty bucket; `filesUrl` is the FILES_URL that reaches it. The AWS client signs its requests
 * with s3rver's own credentials (set here, as AWS_ACCESS_KEY_ID would be in production).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  filesUrl: string;
  /** The folder s3rver keeps the objects in. */
  directory: string;
  close(): Promise<void>;
}

export async function startS3(bucket = 'contractbeheer-test'): Promise<TestS3> {
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const directory = await mkdtemp(join(tmpdir(), 'contractbeheer-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = encodeURIComponent(`http://127.0.0.1:${port}`);
  return {
    filesUrl: `s3://${bucket}?endpoint=${endpoint}&region=eu-west-1&forcePathStyle=true`,
    directory,
    async close() {
      // A client's kept-alive connections would hold the close open (s3rver's types omit the server).
      (server as unknown as { httpServer?: Server }).httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
