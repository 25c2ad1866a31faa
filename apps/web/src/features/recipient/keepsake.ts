import type { CardContent } from '../card/card-content';
import { inkOnPaper, LIGHT_PAPER } from '../card/message-paper';

const WIDTH = 1000;
const PADDING = 70;
const DESIGN = { width: 540, height: 720 };

/** Splits a message into lines that fit `width` on the canvas, keeping its own line breaks. */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && context.measureText(candidate).width > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Could not load ${src}`));
    image.src = src;
  });
}

/**
 * The card as a picture to keep: its design (the PNG the e-mail uses, same site, so the canvas
 * may be saved), the message in the sender's font and colour, and who it is from.
 */
export async function drawKeepsake(card: CardContent): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the keepsake.');
  const font = `${card.fontFamily ? `"${card.fontFamily}", ` : ''}Georgia, serif`;
  context.font = `34px ${font}`;
  const lines = wrap(context, card.message, WIDTH - 2 * PADDING);
  const lineHeight = 50;
  const height = PADDING + DESIGN.height + 60 + lines.length * lineHeight + 170;
  canvas.width = WIDTH;
  canvas.height = height;

  context.fillStyle = LIGHT_PAPER;
  context.fillRect(0, 0, WIDTH, height);
  const design = await loadImage(`/templates/${card.templateId}.png`);
  context.drawImage(design, (WIDTH - DESIGN.width) / 2, PADDING, DESIGN.width, DESIGN.height);

  let y = PADDING + DESIGN.height + 80;
  context.font = `34px ${font}`;
  context.fillStyle = inkOnPaper(card.textColor);
  context.textBaseline = 'alphabetic';
  for (const line of lines) {
    context.fillText(line, PADDING, y);
    y += lineHeight;
  }
  context.font = `italic 36px ${font}`;
  context.fillStyle = '#a3243a';
  context.textAlign = 'right';
  const from = card.isAnonymous ? 'Anonymous' : card.senderName;
  context.fillText(`— ${from}`, WIDTH - PADDING, y + 30);
  context.font = '22px Georgia, serif';
  context.fillStyle = '#5b4868';
  context.textAlign = 'center';
  context.fillText(`For ${card.recipientName} · made with Greetly`, WIDTH / 2, height - 40);

  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The keepsake could not be made.'))),
      'image/png',
    ),
  );
}

/** Saves the keepsake as a PNG file named after the card's recipient. */
export async function downloadKeepsake(card: CardContent): Promise<void> {
  const blob = await drawKeepsake(card);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `card-for-${
    card.recipientName
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-') || 'you'
  }.png`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
