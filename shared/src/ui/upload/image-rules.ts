import type { FieldMessage } from '../form/field-rules';

/** spec §5/§9 uploads: png or jpg images, each at most 5 MB, at most 3. */
export const IMAGE_LIMITS = { maxFiles: 3, maxBytes: 5 * 1024 * 1024 } as const;
export type ImageLimits = { maxFiles: number; maxBytes: number };
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
const ACCEPTED_EXTENSIONS = /\.(png|jpe?g)$/i;

export const megabytes = (bytes: number) => bytes / 1024 / 1024;

/**
 * Checks the files a member adds to those already chosen. The first refusal wins, so the
 * member learns why a file was not taken; nothing of a refused batch is added. The server
 * checks the bytes again (magic numbers): the type a browser reports is only a hint.
 */
export function checkNewImages(
  current: readonly File[],
  added: readonly File[],
  limits: ImageLimits = IMAGE_LIMITS,
): FieldMessage | null {
  if (current.length + added.length > limits.maxFiles)
    return { key: 'ui.upload.tooMany', values: { max: limits.maxFiles } };
  for (const file of added) {
    const typeOk =
      (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) &&
      ACCEPTED_EXTENSIONS.test(file.name);
    if (!typeOk) return { key: 'ui.upload.type', values: { name: file.name } };
    if (file.size > limits.maxBytes)
      return {
        key: 'ui.upload.tooLarge',
        values: { name: file.name, max: megabytes(limits.maxBytes) },
      };
  }
  return null;
}
