'use client';

/**
 * A share poster drawn in the browser: the title, a line of text and the QR code of the link on a
 * white card, as a PNG data: URL for the app's image share (SPEC §3 share type erCodeImage). The QR
 * encoder is loaded only when a poster is made.
 */
export interface PosterContent {
  title: string;
  desc: string;
  link: string;
  caption?: string;
}

const WIDTH = 600;
const HEIGHT = 860;
const QR_SIZE = 420;

function wrap(context: CanvasRenderingContext2D, text: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    if (context.measureText(line + char).width > maxWidth && line) {
      lines.push(line);
      line = '';
      if (lines.length === maxLines) break;
    }
    line += char;
  }
  if (lines.length < maxLines && line) lines.push(line);
  return lines;
}

export async function drawPoster({ title, desc, link, caption = '长按识别二维码' }: PosterContent): Promise<string> {
  const QRCode = await import('qrcode');
  const qr = await QRCode.toDataURL(link, { margin: 1, width: QR_SIZE, errorCorrectionLevel: 'M' });
  const image = await new Promise<HTMLImageElement>((resolve, reject) => {
    const element = new Image();
    element.onload = () => resolve(element);
    element.onerror = () => reject(new Error('qr image'));
    element.src = qr;
  });
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.fillStyle = '#1a1a1a';
  context.textBaseline = 'top';
  context.font = 'bold 34px sans-serif';
  let y = 48;
  for (const line of wrap(context, title, WIDTH - 80, 2)) {
    context.fillText(line, 40, y);
    y += 46;
  }
  context.fillStyle = '#666666';
  context.font = '24px sans-serif';
  for (const line of wrap(context, desc, WIDTH - 80, 2)) {
    context.fillText(line, 40, y + 8);
    y += 34;
  }
  context.drawImage(image, (WIDTH - QR_SIZE) / 2, HEIGHT - QR_SIZE - 100, QR_SIZE, QR_SIZE);
  context.fillStyle = '#999999';
  context.textAlign = 'center';
  context.fillText(caption, WIDTH / 2, HEIGHT - 70);
  return canvas.toDataURL('image/png');
}
