import QRCode from 'qrcode';

/** A link's QR code as an SVG document (the agent's and the member's invitation links). */
export const linkQrSvg = (link: string): Promise<string> =>
  QRCode.toString(link, { type: 'svg', margin: 1, width: 200 });
