import { describe, expect, it } from 'vitest';
import * as attorneysEn from './attorneys';
import * as attorneysEs from './attorneys.es';
import * as awardsEn from './awards';
import * as awardsEs from './awards.es';
import * as directoryEn from './directory';
import * as directoryEs from './directory.es';
import * as practiceAreasEn from './practice-areas';
import * as practiceAreasEs from './practice-areas.es';
import type { PageMeta } from './types';

/** The runtime exports of a module, by name; type-only exports leave no trace. */
const exportNames = (module: object) => Object.keys(module).sort();

const spanishMetaOf = (english: PageMeta, spanish: PageMeta) => {
  expect(spanish.path).toBe(`/es${english.path}`);
  expect(spanish.pageTitle).not.toBe(english.pageTitle);
  expect(spanish.description.length).toBeLessThanOrEqual(160);
  expect(spanish.keywords).not.toBe(english.keywords);
};

describe('the Spanish attorney and practice-area content mirrors the English', () => {
  it('exports the same names as the English modules', () => {
    expect(exportNames(attorneysEs)).toEqual(exportNames(attorneysEn));
    expect(exportNames(practiceAreasEs)).toEqual(exportNames(practiceAreasEn));
    expect(exportNames(awardsEs)).toEqual(exportNames(awardsEn));
    expect(exportNames(directoryEs)).toEqual([...exportNames(directoryEn), 'spanishLanguageHelp'].sort());
  });

  it('keeps the slugs, their order and the paths under /es', () => {
    const slugs = (listings: readonly { slug: string }[]) => listings.map((listing) => listing.slug);
    expect(slugs(directoryEs.attorneyDirectory)).toEqual(slugs(directoryEn.attorneyDirectory));
    expect(slugs(directoryEs.practiceAreaDirectory)).toEqual(slugs(directoryEn.practiceAreaDirectory));
    expect(directoryEs.attorneyPath('eleanor-brandt')).toBe(
      `/es${directoryEn.attorneyPath('eleanor-brandt')}`,
    );
    expect(directoryEs.practiceAreaPath('crashworthiness')).toBe(
      `/es${directoryEn.practiceAreaPath('crashworthiness')}`,
    );
  });

  it('keeps each attorney’s facts, tab ids and images, with Spanish words', () => {
    attorneysEn.attorneys.forEach((english, index) => {
      const spanish = attorneysEs.attorneys[index]!;
      expect(spanish.slug).toBe(english.slug);
      expect(spanish.email).toBe(english.email);
      expect(spanish.tabs.map((tab) => tab.id)).toEqual(english.tabs.map((tab) => tab.id));
      spanish.tabs.forEach((tab, tabIndex) => expect(tab.label).not.toBe(english.tabs[tabIndex]!.label));
      expect(spanish.portrait.src).toBe(english.portrait.src);
      expect(spanish.portrait.alt).not.toBe(english.portrait.alt);
      expect(spanish.memberships?.map((logo) => logo.src)).toEqual(
        english.memberships?.map((logo) => logo.src),
      );
      expect(spanish.tabs[0]!.html).toContain(`mailto:${english.email}`);
      expect(spanish.tabs[0]!.html).toContain(directoryEs.spanishLanguageHelp);
      spanishMetaOf(english.meta, spanish.meta);
    });
  });

  it('keeps each practice area’s result ids and bullet count, and the hotline number', () => {
    practiceAreasEn.practiceAreas.forEach((english, index) => {
      const spanish = practiceAreasEs.practiceAreas[index]!;
      expect(spanish.slug).toBe(english.slug);
      expect(spanish.resultIds).toEqual(english.resultIds);
      expect(spanish.bullets).toHaveLength(english.bullets.length);
      expect(Boolean(spanish.hotlineNote)).toBe(Boolean(english.hotlineNote));
      spanishMetaOf(english.meta, spanish.meta);
    });
    const hotline = (areas: typeof practiceAreasEn.practiceAreas) =>
      areas.find((area) => area.slug === 'child-sexual-abuse')?.hotlineNote;
    expect(hotline(practiceAreasEs.practiceAreas)).toContain('1-800-422-4453');
    spanishMetaOf(practiceAreasEn.practiceAreasOverview.meta, practiceAreasEs.practiceAreasOverview.meta);
  });

  it('shows the same award images with Spanish alt texts', () => {
    expect(awardsEs.awards.map((award) => award.image.src)).toEqual(
      awardsEn.awards.map((award) => award.image.src),
    );
    awardsEs.awards.forEach((award, index) =>
      expect(award.image.alt).not.toBe(awardsEn.awards[index]!.image.alt),
    );
  });
});
