import { describe, expect, it } from 'vitest';
import { englishPath, localeOfPath, localizedPath, otherLocale } from './locale';

describe('the two languages of the public site', () => {
  it('reads the language from the path alone', () => {
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/about')).toBe('en');
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/es/')).toBe('es');
    expect(localeOfPath('/es/attorneys/eleanor-brandt')).toBe('es');
    // A path that merely starts with the letters is English.
    expect(localeOfPath('/estate-planning')).toBe('en');
  });

  it('pairs every page with its translation, slashes and slugs kept', () => {
    expect(localizedPath('/', 'es')).toBe('/es/');
    expect(localizedPath('/about', 'es')).toBe('/es/about');
    expect(localizedPath('/news-media/', 'es')).toBe('/es/news-media/');
    expect(localizedPath('/es/news-media/', 'en')).toBe('/news-media/');
    expect(localizedPath('/es/', 'en')).toBe('/');
    expect(localizedPath('/es', 'en')).toBe('/');
    expect(localizedPath('/es/about', 'es')).toBe('/es/about');
    expect(localizedPath('/about', 'en')).toBe('/about');
    expect(englishPath('/es/practice-areas/crashworthiness')).toBe('/practice-areas/crashworthiness');
    expect(otherLocale('en')).toBe('es');
    expect(otherLocale('es')).toBe('en');
  });
});
