import type { FastifyReply } from 'fastify';

/**
 * Sends a member's uploaded image to someone allowed to see it: never cached by a shared
 * cache, never sniffed into another type, never run as a document.
 */
export function sendPrivateImage(
  reply: FastifyReply,
  image: { fileName: string; contentType: string; data: Uint8Array },
) {
  const fileName = image.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .header('content-type', image.contentType === 'image/png' ? 'image/png' : 'image/jpeg')
    .header('content-length', String(image.data.length))
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(image.data));
}
