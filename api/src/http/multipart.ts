import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';

/**
 * multipart/form-data for the calls that take uploads (the activity application), read by
 * `@fastify/multipart`. Text fields become strings; file parts become
 * `{ name, contentType, dataBase64 }` entries of `files`, so multipart and JSON uploads share
 * one validation path.
 */
export interface MultipartFile {
  field: string;
  name: string;
  contentType: string;
  dataBase64: string;
}

export interface MultipartParts {
  fields: Record<string, string>;
  files: MultipartFile[];
}

/** Most parts (fields and files together) one body may have. */
export const MULTIPART_MAX_PARTS = 20;

/**
 * Registers the multipart parser in `scope` (an encapsulated context: the parser applies to
 * that scope's routes alone). `bodyLimit` bounds each part and the whole body.
 */
export async function registerMultipart(scope: FastifyInstance, bodyLimit: number) {
  await scope.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      parts: MULTIPART_MAX_PARTS,
      fields: MULTIPART_MAX_PARTS,
      files: MULTIPART_MAX_PARTS,
      fieldSize: bodyLimit,
      fileSize: bodyLimit,
    },
  });
}

const tooLarge = () => new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');

/** The library's and the parser's errors as this API's answers. */
function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  const message =
    code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT'
      ? 'Too many multipart parts'
      : /boundary/i.test((error as Error).message ?? '')
        ? 'Missing multipart boundary'
        : 'Malformed multipart body';
  return new ApiError(400, 'VALIDATION_FAILED', message, { field: 'body' });
}

/** Reads the whole multipart body of `request` (its parser registered by registerMultipart). */
export async function readMultipart(
  request: FastifyRequest,
  bodyLimit: number,
): Promise<MultipartParts> {
  if (Number(request.headers['content-length'] ?? 0) > bodyLimit) throw tooLarge();
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
  };
  request.raw.on('data', count);
  const fields: Record<string, string> = {};
  const files: MultipartFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          if (received > bodyLimit) throw tooLarge();
          chunks.push(chunk);
        }
        if (part.file.truncated) throw tooLarge();
        files.push({
          field: part.fieldname,
          name: part.filename,
          contentType: part.mimetype,
          dataBase64: Buffer.concat(chunks).toString('base64'),
        });
      } else {
        if (part.valueTruncated) throw tooLarge();
        fields[part.fieldname] = String(part.value);
      }
      if (received > bodyLimit) throw tooLarge();
    }
  } catch (error) {
    throw asApiError(error);
  } finally {
    request.raw.off('data', count);
  }
  return { fields, files };
}
