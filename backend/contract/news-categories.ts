/**
 * The five categories of the public news list (the seed articles' `NewsCategory`), in the firm's order. Its
 * own module so the public list's filter loads this line, not the posts contract the editor needs.
 */
export const NEWS_CATEGORIES = [
  'Catastrophic Injury',
  'Recent Honors',
  'Highway Design',
  'Product Liability',
  'Child Sexual Abuse',
] as const;
