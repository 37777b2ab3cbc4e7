import { createHash } from 'node:crypto';
import { escapeXml } from '../content/bannerArt.js';

/** A UUID that stays the same for the same input, so reinstalling replaces the same profile. */
function stableUuid(input: string): string {
  const hex = createHash('sha256').update(input).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const plistString = (key: string, value: string) =>
  `<key>${key}</key><string>${escapeXml(value)}</string>`;

/**
 * The "lite iOS app" of spec §2 /down: an Apple configuration profile holding one web clip,
 * which puts the brand's site on the home screen as a full-screen app. It carries no
 * certificates, no restrictions and can be removed like any app.
 */
export function webClipProfile(input: {
  merchantCode: string;
  brandName: string;
  siteUrl: string;
}): string {
  const identifier = `site.webclip.${input.merchantCode.toLowerCase()}`;
  const seed = `${input.merchantCode}|${input.siteUrl}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0"><dict>',
    '<key>PayloadContent</key><array><dict>',
    '<key>FullScreen</key><true/>',
    '<key>IsRemovable</key><true/>',
    plistString('Label', input.brandName),
    plistString('PayloadDescription', `Adds ${input.brandName} to the Home Screen`),
    plistString('PayloadDisplayName', input.brandName),
    plistString('PayloadIdentifier', `${identifier}.clip`),
    plistString('PayloadType', 'com.apple.webClip.managed'),
    plistString('PayloadUUID', stableUuid(`${seed}|clip`)),
    '<key>PayloadVersion</key><integer>1</integer>',
    '<key>Precomposed</key><true/>',
    plistString('URL', input.siteUrl),
    '</dict></array>',
    plistString('PayloadDisplayName', input.brandName),
    plistString('PayloadIdentifier', identifier),
    '<key>PayloadRemovalDisallowed</key><false/>',
    plistString('PayloadType', 'Configuration'),
    plistString('PayloadUUID', stableUuid(`${seed}|profile`)),
    '<key>PayloadVersion</key><integer>1</integer>',
    '</dict></plist>',
    '',
  ].join('\n');
}
