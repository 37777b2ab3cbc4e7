/** @jest-environment node */
import { decryptCustomerServicePath, isSafeChatUrl } from './customer-service-link';

it("decrypts the API README's worked example (last 8 characters are the key)", async () => {
  const path =
    'AAECAwQFBgcICQoLPv2etHAG33E-YhOOh7G5QFJk6btzbIaDhY3k9F-ChR9BpClTdMtci8aYqz68rJy_Kf3a9XzQ';
  await expect(decryptCustomerServicePath(path)).resolves.toBe('http://localhost:4000/chat/PADMA');
});

it('refuses a path whose key does not match', async () => {
  const path =
    'AAECAwQFBgcICQoLPv2etHAG33E-YhOOh7G5QFJk6btzbIaDhY3k9F-ChR9BpClTdMtci8aYqz68rJy_Kf3a9XzR';
  await expect(decryptCustomerServicePath(path)).rejects.toThrow();
  await expect(decryptCustomerServicePath('short')).rejects.toThrow();
});

it('lets only web addresses become the chat location', () => {
  expect(isSafeChatUrl('https://chat.example/x')).toBe(true);
  expect(isSafeChatUrl('javascript:alert(1)')).toBe(false);
  expect(isSafeChatUrl('not a url')).toBe(false);
});
