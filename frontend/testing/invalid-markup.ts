/**
 * Every screen test fails on markup a browser would rebuild: React reports an element where HTML forbids it
 * (a `<div>` inside a `<p>`) on the console and renders it anyway, so a screen test would otherwise pass while
 * the real page moves its content or fails to hydrate.
 */
import { afterEach, expect, vi } from 'vitest';

const NESTING = /cannot be a descendant of|cannot contain a nested|cannot be a child of/;
let reports: string[] = [];

const original = console.error;
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (NESTING.test(text)) reports.push(text.split('\n')[0] ?? text);
  original(...args);
});

afterEach(() => {
  const found = reports;
  reports = [];
  expect(found, 'markup HTML does not allow').toEqual([]);
});
