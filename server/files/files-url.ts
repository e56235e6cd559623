/**
 * Where the files go when they do not go to DATA_DIR/files:
 *
 *   FILES_URL=s3://<bucket>[/<prefix>]?region=<region>&endpoint=<url>&forcePathStyle=true
 *
 * `endpoint` for anything but AWS, `forcePathStyle=true` where the bucket is not a host name
 * (MinIO, R2 without a custom domain). Credentials come from the usual AWS variables
 * (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_PROFILE …). Read at start (config.ts), without
 * loading the S3 client.
 */
export interface S3Location {
  bucket: string;
  /** Keys start with this (no slash at either end), or ''. */
  prefix: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
}

/** FILES_URL read; a malformed one stops the start with the reason. */
export function parseFilesUrl(value: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`FILES_URL is not an address: ${value}`);
  }
  if (url.protocol !== 's3:' || !url.hostname)
    throw new Error('FILES_URL must look like s3://bucket?region=…&endpoint=…');
  const known = new Set(['region', 'endpoint', 'forcePathStyle']);
  for (const name of url.searchParams.keys())
    if (!known.has(name)) throw new Error(`FILES_URL: unknown option ${name}`);
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint))
    throw new Error(`FILES_URL: endpoint must be an http(s) address: ${endpoint}`);
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false')
    throw new Error('FILES_URL: forcePathStyle must be true or false');
  return {
    bucket: decodeURIComponent(url.hostname),
    prefix: decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, ''),
    region: url.searchParams.get('region') ?? process.env.AWS_REGION ?? 'us-east-1',
    endpoint,
    forcePathStyle: pathStyle === 'true',
  };
}
