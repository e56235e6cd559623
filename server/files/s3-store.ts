/**
 * The S3-compatible driver of the file store (storage.ts), for AWS S3, MinIO, Ceph, Cloudflare R2
 * (FILES_URL: files-url.ts). An upload streams through a multipart upload in 5 MB parts, one at a
 * time, so a 20 MB file is never held whole.
 */
import { randomBytes } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseFilesUrl } from './files-url';
import {
  checkedKey,
  checkedStream,
  type FileStore,
  READY_FOLDER,
  readAll,
  type StoredEntry,
} from './storage';

const PART_BYTES = 5 * 1024 * 1024;

/** The S3 driver; the S3 client is loaded here, so a server on the local folder never loads it. */
export async function s3FileStore(filesUrl: string): Promise<FileStore> {
  const location = parseFilesUrl(filesUrl);
  const [
    {
      DeleteObjectCommand,
      GetObjectCommand,
      ListObjectsV2Command,
      NoSuchKey,
      NotFound,
      PutObjectCommand,
      S3Client,
      S3ServiceException,
    },
    { Upload },
  ] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  const absent = (error: unknown) =>
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
  const client = new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
  });
  const Bucket = location.bucket;
  const objectKey = (key: string) =>
    location.prefix ? `${location.prefix}/${checkedKey(key)}` : checkedKey(key);
  const keyOf = (objectKey: string) =>
    location.prefix ? objectKey.slice(location.prefix.length + 1) : objectKey;
  const remove = async (key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
  };

  async function* listUnder(prefix: string): AsyncGenerator<StoredEntry> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? [])
        if (object.Key)
          yield {
            key: keyOf(object.Key),
            size: object.Size ?? 0,
            modifiedAt: object.LastModified ?? new Date(0),
          };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  const store: FileStore = {
    description: `s3://${Bucket}${location.prefix ? `/${location.prefix}` : ''}`,
    async put(key, source, checks) {
      const meter = checkedStream(checks);
      const body = new PassThrough();
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: body },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        // A refused or broken stream fails the upload before it completes (the check runs before
        // the stream's end); the delete covers a failure after the object was completed.
        await Promise.all([pipeline(source, meter, body), upload.done()]);
        return meter.size();
      } catch (error) {
        body.destroy();
        await upload.abort().catch(() => undefined);
        await remove(key).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        // In Node the body is an IncomingMessage: a Readable.
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (absent(error)) return null;
        throw error;
      }
    },
    remove,
    async removeFolder(folder) {
      const prefix = `${objectKey(folder)}/`;
      for await (const entry of listUnder(prefix)) await remove(entry.key);
    },
    list: () => listUnder(location.prefix ? `${location.prefix}/` : ''),
    close: () => client.destroy(),
    async check() {
      const key = `${READY_FOLDER}/${randomBytes(6).toString('hex')}`;
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: 'ok' }));
        return (await readAll(store, key))?.toString('utf8') === 'ok';
      } catch {
        return false;
      } finally {
        await remove(key).catch(() => undefined);
      }
    },
  };
  return store;
}
