/**
 * The routes that take one uploaded file in field `file` (a contract's document, a PDF to analyse,
 * an offer's PDF): the file's stream, and the body's other parts read once the file is.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { cleanFileName } from '../contracts/document-files';
import { badRequest } from './errors';

export const NO_FILE = () =>
  badRequest({ file: 'app.validation.required' }, 'Send one file as multipart/form-data in field "file"');
const ONE_FILE = () =>
  badRequest({ file: 'resources.contracts.errors.one_file' }, 'Send one file per request, in field "file"');
const TOO_MANY_PARTS = () =>
  badRequest(
    { file: 'resources.contracts.errors.one_file' },
    'Too many parts: send one file in field "file"',
  );
export const UNREADABLE = () =>
  badRequest(
    { file: 'resources.contracts.errors.upload_malformed' },
    'The upload is not a readable multipart/form-data body (boundary missing or body cut off)',
  );

/**
 * The one uploaded file, not yet read: its stream and cleaned name, and `rest`, to call once the
 * file is read, which reads the body after it. 400 without a file (another content type, no file
 * part), for a body whose part headers the multipart parser cannot read, and from `rest` for a
 * second file, which would otherwise be dropped unseen while the client hears success. The
 * multipart scope is registered with `files: 1`.
 */
export async function openUpload(
  request: FastifyRequest,
): Promise<{ file: MultipartFile['file']; fileName: string; rest: () => Promise<void> }> {
  if (!request.isMultipart()) throw NO_FILE();
  // busboy takes a body without a boundary for one without parts; it is a broken upload.
  if (!/;\s*boundary=("?)[^";\s]+\1/i.test(request.headers['content-type'] ?? '')) throw UNREADABLE();
  const files = request.files();
  let upload: MultipartFile | undefined;
  try {
    upload = (await files.next()).value || undefined;
  } catch (error) {
    // Fields or parts beyond the scope's limits before the file: the body holds more than one file.
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw TOO_MANY_PARTS();
    // Otherwise only the request body is read here: whatever goes wrong, the body was malformed.
    throw UNREADABLE();
  }
  if (upload?.fieldname !== 'file') {
    upload?.file.resume();
    throw NO_FILE();
  }
  const rest = async () => {
    let next: IteratorResult<MultipartFile>;
    try {
      next = await files.next();
    } catch (error) {
      // The parser's limit of one file is met by the second.
      throw (error as { code?: unknown }).code === 'FST_FILES_LIMIT' ? ONE_FILE() : UNREADABLE();
    }
    if (!next.done) {
      next.value.file.resume();
      throw ONE_FILE();
    }
  };
  return { file: upload.file, fileName: cleanFileName(upload.filename), rest };
}
