// The size chart description is free text (spec §3, admin §9): blocks separated by blank
// lines; a block's first line is its heading (a leading dash trimmed), the rest are bullets.

export interface SizeChartBlock {
  heading: string;
  bullets: string[];
}

/** Bullet markers the owner may type at the start of a line. */
const BULLET_PREFIX = /^[-–•*]\s*/;

/**
 * @example parseSizeChart('- Fit\nTrue to size\n\nCare\nCold wash')
 * // [{ heading: 'Fit', bullets: ['True to size'] }, { heading: 'Care', bullets: ['Cold wash'] }]
 */
export function parseSizeChart(description: string): SizeChartBlock[] {
  return description
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map(([heading = '', ...bullets]) => ({
      heading: heading.replace(/^-\s*/, ''),
      bullets: bullets.map((bullet) => bullet.replace(BULLET_PREFIX, '')),
    }));
}
