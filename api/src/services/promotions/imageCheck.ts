import { createHash } from 'node:crypto';
import { MAX_APPLICATION_IMAGES } from '@site/contracts';
import { ApiError } from '../../errors.js';

/** Spec §5: activity applications carry at most 3 png/jpg images of at most 5 MB each. */
export const MAX_IMAGES = MAX_APPLICATION_IMAGES;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_COMMENT_CHARS = 140;

export type ImageType = 'image/png' | 'image/jpeg';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The real type from the first bytes (PNG signature, JPEG SOI + marker), or null. */
export function sniffImageType(data: Uint8Array): ImageType | null {
  if (data.length >= 8 && Buffer.from(data.subarray(0, 8)).equals(PNG_MAGIC)) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return 'image/jpeg';
  return null;
}

const DECLARED: Record<string, ImageType> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
};

/** A header-safe file name whose extension matches the real type. */
export function safeFileName(name: string, type: ImageType): string {
  const base =
    name
      .normalize('NFKC')
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 80) || 'image';
  return `${base}.${type === 'image/png' ? 'png' : 'jpg'}`;
}

export interface CheckedImage {
  fileName: string;
  contentType: ImageType;
  size: number;
  sha256: string;
  data: Buffer;
}

const invalid = (field: string, rule: string, message: string, extra: object = {}) =>
  new ApiError(400, 'VALIDATION_FAILED', message, { field, rule, ...extra });

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** Decodes and checks one uploaded image; `index` names the field in errors. */
export function checkImage(
  image: { name?: string; contentType?: string; dataBase64: string },
  index: number,
): CheckedImage {
  const field = `images.${index}`;
  const declared = DECLARED[(image.contentType ?? '').toLowerCase().trim()];
  if (image.contentType !== undefined && !declared)
    throw invalid(field, 'type', 'Only png or jpg images are accepted');
  const encoded = image.dataBase64.replace(/^data:[^;,]{0,100};base64,/, '').replace(/\s+/g, '');
  if (!BASE64.test(encoded)) throw invalid(field, 'encoding', 'The image is not valid base64');
  // Cheap bound before decoding: 4 base64 characters carry 3 bytes.
  if (Math.floor((encoded.length * 3) / 4) - 2 > MAX_IMAGE_BYTES)
    throw invalid(field, 'maxSize', 'Each image must be at most 5MB', { max: MAX_IMAGE_BYTES });
  const data = Buffer.from(encoded, 'base64');
  if (data.length === 0) throw invalid(field, 'required', 'The image is empty');
  if (data.length > MAX_IMAGE_BYTES)
    throw invalid(field, 'maxSize', 'Each image must be at most 5MB', { max: MAX_IMAGE_BYTES });
  const sniffed = sniffImageType(data);
  if (!sniffed || (declared && declared !== sniffed))
    throw invalid(field, 'type', 'Only png or jpg images are accepted');
  return {
    fileName: safeFileName(image.name ?? 'image', sniffed),
    contentType: sniffed,
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
    data,
  };
}
