/**
 * A small multipart/form-data reader for the activity application (no streaming: the route's
 * body limit bounds the buffer). Text fields become strings; file parts become
 * `{ name, contentType, dataBase64 }` entries of `files`, so multipart and JSON uploads share
 * one validation path.
 */
export interface MultipartFile {
  field: string;
  name: string;
  contentType: string;
  dataBase64: string;
}

export class MultipartError extends Error {
  readonly statusCode = 400;
}

export function boundaryOf(contentType: string): string | null {
  const match = /boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

export function parseMultipart(
  body: Buffer,
  boundary: string,
): { fields: Record<string, string>; files: MultipartFile[] } {
  const delimiter = Buffer.from(`--${boundary}`);
  const fields: Record<string, string> = {};
  const files: MultipartFile[] = [];
  let position = body.indexOf(delimiter);
  if (position === -1) throw new MultipartError('Malformed multipart body');
  for (let parts = 0; parts < 20; parts++) {
    position += delimiter.length;
    if (body.subarray(position, position + 2).toString() === '--') return { fields, files };
    position += 2; // CRLF after the delimiter
    const headerEnd = body.indexOf('\r\n\r\n', position);
    if (headerEnd === -1) throw new MultipartError('Malformed multipart body');
    const headers = body.subarray(position, headerEnd).toString('utf8');
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), headerEnd + 4);
    if (next === -1) throw new MultipartError('Malformed multipart body');
    const content = body.subarray(headerEnd + 4, next);
    const disposition = /content-disposition:[^\r\n]*/i.exec(headers)?.[0] ?? '';
    const field = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    const fileName = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
    const partType = /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim() ?? '';
    if (field !== undefined) {
      if (fileName !== undefined) {
        files.push({
          field,
          name: fileName,
          contentType: partType,
          dataBase64: content.toString('base64'),
        });
      } else {
        fields[field] = content.toString('utf8');
      }
    }
    position = next + 2;
  }
  throw new MultipartError('Too many multipart parts');
}
