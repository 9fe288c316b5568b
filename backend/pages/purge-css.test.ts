import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUNTIME_CLASS_SAFELIST, cssDifference } from './purge-css';

/** `variant`/`size` props in the screens, and the class react-bootstrap makes of each. */
function composedClasses(root: string): string[] {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'));
  const classes = new Set<string>();
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const [, tag, props] of source.matchAll(/<(Button|Alert|Spinner|Badge)\b([^>]*)>/g)) {
      const variant = /variant="([^"]+)"/.exec(props!)?.[1];
      const size = /size="([^"]+)"/.exec(props!)?.[1];
      if (tag === 'Button') classes.add(`btn-${variant ?? 'primary'}`);
      if (tag === 'Button' && size) classes.add(`btn-${size}`);
      if (tag === 'Alert' && variant) classes.add(`alert-${variant}`);
      if (tag === 'Spinner' && size) classes.add(`spinner-border-${size}`);
      // A Badge's colour class is composed at run time from its `bg`: only a literal one can be safelisted.
      const bg = /bg="([^"]+)"/.exec(props!)?.[1];
      if (tag === 'Badge') classes.add(bg ? `bg-${bg}` : `${file}: <Badge> without a literal bg`);
    }
  }
  return [...classes];
}

describe('the CSS purge safelist', () => {
  const classes = composedClasses(join(process.cwd(), 'frontend', 'app'));

  it('finds the composed classes the screens use', () => {
    expect(classes).toContain('btn-primary');
  });

  it.each(classes)('keeps %s', (name) => {
    expect(RUNTIME_CLASS_SAFELIST.standard.some((pattern) => pattern.test(name))).toBe(true);
  });

  it('keeps the modal dialog box react-bootstrap composes', () => {
    for (const name of ['modal-dialog', 'modal-content', 'modal-dialog-centered']) {
      expect(RUNTIME_CLASS_SAFELIST.standard.some((pattern) => pattern.test(name))).toBe(true);
    }
  });
});

describe('cssDifference (what moves to the staff sheet)', () => {
  const all = [
    ':root{--a:1;--b:2}',
    '.btn{color:red;padding:1px}',
    '@media (min-width:576px){.row{display:flex}.table{width:100%}}',
    '@media (min-width:576px){.col{flex:1}}',
    '@keyframes spin{to{transform:rotate(1turn)}}',
    '.table{border:0}',
  ].join('');
  const kept = [
    ':root{--a:1}',
    '.btn{color:red;padding:1px}',
    '@media (min-width:576px){.row{display:flex}}',
    '@media (min-width:576px){.col{flex:1}}',
  ].join('');

  it('keeps only what the kept sheet lacks, in its rules and media queries, in order', () => {
    expect(cssDifference(all, kept).replace(/\s+/g, '')).toBe(
      [
        ':root{--b:2}',
        '@media(min-width:576px){.table{width:100%}}',
        '@keyframesspin{to{transform:rotate(1turn)}}',
        '.table{border:0}',
      ].join(''),
    );
  });

  it('moves nothing when the kept sheet has everything', () => {
    expect(cssDifference(all, all).trim()).toBe('');
  });
});
