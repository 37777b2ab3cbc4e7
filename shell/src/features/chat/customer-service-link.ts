/**
 * spec §3 customer-service link: the last 8 characters of the path are the key for the rest.
 * path = base64url(iv[12] ‖ tag[16] ‖ ciphertext) + key8; key = SHA-256(key8); AES-256-GCM
 * (the API's README documents the scheme and a worked example).
 */
export async function decryptCustomerServicePath(path: string): Promise<string> {
  if (path.length <= 8 + 28) throw new Error('The customer-service path is too short.');
  const key8 = path.slice(-8);
  const base64 = path.slice(0, -8).replace(/-/g, '+').replace(/_/g, '/');
  const raw = Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) =>
    c.charCodeAt(0),
  );
  const iv = raw.slice(0, 12);
  const tag = raw.slice(12, 28);
  const data = raw.slice(28);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key8));
  const key = await crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['decrypt']);
  // WebCrypto expects the tag after the ciphertext.
  const sealed = new Uint8Array(data.length + tag.length);
  sealed.set(data);
  sealed.set(tag, data.length);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, sealed);
  return new TextDecoder().decode(plain);
}

/** Only a web address may become the chat window's location. */
export function isSafeChatUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
