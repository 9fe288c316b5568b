import { describe, expect, it } from 'vitest';
import givenNameForms from './given-names.json';
import { fullNamesOf } from './given-names';

describe('the list of given names', () => {
  it('holds at least 150 English and 40 Spanish names, each written folded and without repeats', () => {
    expect(Object.keys(givenNameForms.english).length).toBeGreaterThanOrEqual(150);
    expect(Object.keys(givenNameForms.spanish).length).toBeGreaterThanOrEqual(40);
    for (const section of [givenNameForms.english, givenNameForms.spanish] as Record<string, string[]>[]) {
      for (const [fullName, forms] of Object.entries(section)) {
        for (const name of [fullName, ...forms]) expect(name).toMatch(/^[a-z]+$/);
        expect(new Set(forms).size, fullName).toBe(forms.length);
        expect(forms, fullName).not.toContain(fullName);
      }
    }
  });

  it('gives every full name a form may stand for, in either language', () => {
    expect(fullNamesOf('bob')).toEqual(['robert']);
    expect(fullNamesOf('al').toSorted()).toEqual(['alan', 'albert', 'alexander', 'alfred']);
    expect(fullNamesOf('alex').toSorted()).toEqual(['alejandra', 'alejandro', 'alexander', 'alexandra']);
    expect(fullNamesOf('teresa').toSorted()).toEqual(['teresa']);
    expect(fullNamesOf('nathan').toSorted()).toEqual(['jonathan', 'nathan', 'nathaniel']);
  });

  it('lets a name it does not know stand for itself', () => {
    expect(fullNamesOf('xochitl')).toEqual(['xochitl']);
  });
});
