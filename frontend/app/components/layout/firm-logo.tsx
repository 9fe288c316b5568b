import { firm } from '../../content/firm';

/**
 * The firm's logo, drawn in the page rather than loaded as an `<img>`: Chromium gives every SVG image a
 * document of its own, and setting up the first one took a main-thread task of 15-35 ms after the first paint
 * in about half of Lighthouse's runs, which its slow phone counts four times over (bench/README.md, "Session
 * 7"). public/images/logo.svg holds the same artwork (light tone) for structured data and sharing.
 */
// Key names are not Bootstrap's words ("dark", "badge"): the CSS purge (backend/pages/purge-css.ts) reads every word
// of the code and would keep the rules they name.
const TONES = {
  // The primary header, the sign-in card, the staff header.
  onWhite: { mark: '#1b2a41', markText: '#b08d57', name: '#1b2a41', tagline: '#5b6778' },
  // The alternate header and the footer.
  onNavy: { mark: '#b08d57', markText: '#1b2a41', name: '#ffffff', tagline: '#d9c29a' },
};

/**
 * The artwork as markup: a constant of our own, no visitor text in it. As one string it costs the page less
 * JavaScript than as elements, and React hydrates one element instead of nine.
 */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const artwork = ({ mark, markText, name, tagline }: (typeof TONES)[keyof typeof TONES]) =>
  `<rect x="4" y="8" width="44" height="44" rx="4" fill="${mark}"/>` +
  `<rect x="8" y="12" width="36" height="36" rx="2" fill="none" stroke="${markText}" stroke-width="1.5"/>` +
  `<text x="26" y="35" font-family="Georgia, serif" font-size="14" font-weight="bold" fill="${markText}" text-anchor="middle">B&amp;O</text>` +
  `<text x="58" y="31" font-family="Georgia, serif" font-size="23" fill="${name}">${escaped(firm.logo.name)}</text>` +
  `<rect x="58" y="37" width="174" height="1.5" fill="#b08d57"/>` +
  `<text x="58" y="50" font-family="Arial, sans-serif" font-size="8" letter-spacing="1.6" fill="${tagline}">${escaped(firm.logo.tagline.toUpperCase())}</text>`;

export function FirmLogo({
  tone,
  label,
  className,
}: {
  tone: keyof typeof TONES;
  /** The accessible name; without one the logo is hidden from assistive technology (a named link holds it). */
  label?: string;
  className?: string;
}) {
  const { width, height } = firm.logo;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={className ? `firm-logo ${className}` : 'firm-logo'}
      data-tone={tone}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      dangerouslySetInnerHTML={{ __html: artwork(TONES[tone]) }}
    />
  );
}
