import { icons, type IconNode } from 'lucide';
import sharp from 'sharp';

/**
 * Pictures drawn at seed time for the demo content (listing photos, article covers, partner
 * logos, album photos): an SVG scene — a gradient in a colour, a few soft shapes, one icon of
 * the catalog's set (Lucide, the names of catalog-icons.ts) drawn large — rasterized with sharp.
 * Nothing is downloaded: a newcomer's portal looks alive offline, and every picture is ours to
 * publish. The same inputs always give the same picture (the shapes follow `variant`).
 */
export interface Scene {
  /** A Lucide name as the catalog stores it ("heart-pulse"); an unknown one draws a package. */
  icon: string;
  /** The hue of the gradient, 0–359. */
  hue: number;
  /** Which of the arrangements: a different number moves the shapes and the light. */
  variant: number;
  width?: number;
  height?: number;
  /** A plain background with the icon in the colour (logos) instead of the gradient scene. */
  style?: 'scene' | 'logo';
}

/** "heart-pulse" → the icon's nodes (Lucide's exports are PascalCase: HeartPulse). */
export function iconNodes(name: string): IconNode {
  const wanted = name.replace(/-/g, '').toLowerCase();
  const found = Object.entries(icons).find(([key]) => key.toLowerCase() === wanted);
  return (found?.[1] ?? icons.Package) as IconNode;
}

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function iconMarkup(name: string): string {
  return iconNodes(name)
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => `${key}="${escapeAttribute(value as string | number)}"`)
        .join(' ');
      return `<${tag} ${attrs}/>`;
    })
    .join('');
}

/** A small deterministic generator (mulberry32): the same variant always draws the same scene. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The scene as SVG text. */
export function sceneSvg(scene: Scene): string {
  const width = scene.width ?? 1024;
  const height = scene.height ?? 768;
  const random = seededRandom(scene.hue * 1000 + scene.variant * 7919 + 17);
  const hue = (scene.hue + 360) % 360;
  const iconSize = Math.min(width, height) * (scene.style === 'logo' ? 0.5 : 0.42);
  const scale = iconSize / 24;
  const iconX = (width - iconSize) / 2 + (scene.style === 'logo' ? 0 : (random() - 0.5) * width * 0.2);
  const iconY = (height - iconSize) / 2 + (scene.style === 'logo' ? 0 : (random() - 0.5) * height * 0.1);
  const icon = `<g transform="translate(${iconX.toFixed(1)} ${iconY.toFixed(1)}) scale(${scale.toFixed(3)})" fill="none" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"`;
  if (scene.style === 'logo') {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="${width}" height="${height}" rx="${Math.round(height * 0.18)}" fill="hsl(${hue} 45% 96%)"/>` +
      `<circle cx="${width / 2}" cy="${height / 2}" r="${iconSize * 0.78}" fill="hsl(${hue} 60% 88%)"/>` +
      `${icon} stroke="hsl(${hue} 65% 32%)">${iconMarkup(scene.icon)}</g></svg>`
    );
  }
  const angle = Math.round(random() * 360);
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = random() * width;
    const y = random() * height;
    const size = (0.08 + random() * 0.28) * Math.min(width, height);
    const lightness = 55 + Math.round(random() * 35);
    const opacity = (0.12 + random() * 0.22).toFixed(2);
    shapes.push(
      i % 3 === 0
        ? `<rect x="${(x - size / 2).toFixed(0)}" y="${(y - size / 2).toFixed(0)}" width="${size.toFixed(0)}" height="${size.toFixed(0)}" rx="${(size / 5).toFixed(0)}" transform="rotate(${Math.round(random() * 90)} ${x.toFixed(0)} ${y.toFixed(0)})" fill="hsl(${(hue + 20) % 360} 70% ${lightness}%)" opacity="${opacity}"/>`
        : `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(size / 2).toFixed(0)}" fill="hsl(${(hue + 340) % 360} 75% ${lightness}%)" opacity="${opacity}"/>`,
    );
  }
  const cx = iconX + iconSize / 2;
  const cy = iconY + iconSize / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% ${38 + scene.variant * 3}%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 25) % 360} 80% ${62 + scene.variant * 2}%)"/></linearGradient>` +
    `<radialGradient id="light"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${shapes.join('')}` +
    `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(iconSize * 0.85).toFixed(0)}" fill="url(#light)"/>` +
    `<ellipse cx="${cx.toFixed(0)}" cy="${(iconY + iconSize * 1.08).toFixed(0)}" rx="${(iconSize * 0.45).toFixed(0)}" ry="${(iconSize * 0.06).toFixed(0)}" fill="#000" opacity="0.18"/>` +
    `${icon} stroke="#fff">${iconMarkup(scene.icon)}</g></svg>`
  );
}

/** The scene as PNG bytes (what an uploader would send; the upload path re-encodes it). */
export async function drawScene(scene: Scene): Promise<Buffer> {
  // Barely compressed: the upload path re-encodes it at once.
  return sharp(Buffer.from(sceneSvg(scene)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** The scene as a JPEG: a photo-like file for the CMS's uploads of images. */
export async function drawSceneJpeg(scene: Scene): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(scene)))
    .jpeg({ quality: 82 })
    .toBuffer();
}
