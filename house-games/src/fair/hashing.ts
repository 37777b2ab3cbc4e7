import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Every hash of the fairness scheme takes text (UTF-8), never decoded hex, so a player can check
 * it with the common tools: `sha256(text)` and `HMAC-SHA256(key text, message text)`.
 */
export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

export const hmacSha256 = (key: string, message: string): Uint8Array =>
  hmac(sha256, utf8ToBytes(key), utf8ToBytes(message));

/** `byteCount` bytes from `globalThis.crypto.getRandomValues` (Node and browsers), as hex. */
export const randomHex = (byteCount: number): string => bytesToHex(randomBytes(byteCount));
