import { expect, test } from '../fixtures';
import { NEWS_CATEGORIES } from '../../backend/contract/news-categories';
import { newsArticles } from '../../frontend/app/content/news.server';
import { newestFirst, newsYears as yearsOf } from '../../frontend/app/content/news-list';

const newsNewestFirst = newestFirst(newsArticles);
const newsYears = yearsOf(newsArticles);

const NO_MATCH =
  'No matching news items found. If you would like more information, please contact us at (206) 555-0148. Thank you!';

test('news list: newest first, every filter, combinations, the no-match message and Clear All', async ({
  page,
}) => {
  await page.goto('/news-media/');
  const cards = page.locator('.news-card');
  const featured = page.getByRole('checkbox', { name: 'Featured' });
  const category = page.getByRole('combobox', { name: 'Category' });
  const year = page.getByRole('combobox', { name: 'Year' });
  const titles = (articles: readonly { title: string }[]) =>
    articles.map((article) => article.title.replace(/<[^>]+>/g, ''));

  // Defaults, options and order.
  await expect(cards).toHaveCount(newsArticles.length);
  await expect(page.locator('.news-card__title')).toHaveText(titles(newsNewestFirst));
  await expect(cards.first().locator('time')).toHaveText(newsNewestFirst[0]!.date);
  await expect(cards.first()).toContainText(newsNewestFirst[0]!.category);
  await expect(featured).not.toBeChecked();
  await expect(category.locator('option:checked')).toHaveText('Select a Category');
  await expect(year.locator('option:checked')).toHaveText('Select a Date');
  await expect(category.locator('option')).toHaveText(['Select a Category', ...NEWS_CATEGORIES]);
  await expect(year.locator('option')).toHaveText(['Select a Date', ...newsYears]);
  expect(newsYears).toEqual([...newsYears].sort().reverse());

  // Featured only.
  await featured.check();
  await expect(page.locator('.news-card__title')).toHaveText(
    titles(newsNewestFirst.filter((article) => article.featured === 'true')),
  );
  await featured.uncheck();

  // Each category alone.
  for (const name of NEWS_CATEGORIES) {
    await category.selectOption(name);
    await expect(page.locator('.news-card__title')).toHaveText(
      titles(newsNewestFirst.filter((article) => article.category === name)),
    );
  }
  await category.selectOption({ label: 'Select a Category' });

  // Each year alone.
  for (const value of newsYears) {
    await year.selectOption(value);
    await expect(page.locator('.news-card__title')).toHaveText(
      titles(newsNewestFirst.filter((article) => article.year === value)),
    );
  }

  // A combination that matches nothing shows the exact message.
  const emptyCombination = NEWS_CATEGORIES.flatMap((name) =>
    newsYears.map((value) => [name, value] as const),
  ).find(
    ([name, value]) => !newsArticles.some((article) => article.category === name && article.year === value),
  )!;
  await category.selectOption(emptyCombination[0]);
  await year.selectOption(emptyCombination[1]);
  await expect(cards).toHaveCount(0);
  await expect(page.getByText(NO_MATCH, { exact: true })).toBeVisible();

  // Featured narrows a category + year that does match.
  const featuredArticle = newsArticles.find((article) => article.featured === 'true')!;
  await category.selectOption(featuredArticle.category);
  await year.selectOption(featuredArticle.year);
  await featured.check();
  await expect(page.locator('.news-card__title')).toHaveText(
    titles(
      newsNewestFirst.filter(
        (article) =>
          article.featured === 'true' &&
          article.category === featuredArticle.category &&
          article.year === featuredArticle.year,
      ),
    ),
  );

  // Clear All restores everything.
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(featured).not.toBeChecked();
  await expect(category).toHaveValue('all');
  await expect(year).toHaveValue('all');
  await expect(cards).toHaveCount(newsArticles.length);
  await expect(page.getByText(NO_MATCH)).toHaveCount(0);

  // A card opens its article.
  await page.getByRole('link', { name: titles([newsNewestFirst[1]!])[0]! }).click();
  await expect(page).toHaveURL(new RegExp(`/news-media/${newsNewestFirst[1]!.url}$`));
});

test('article page: breadcrumb, title, author, date, body, side box; unknown slugs go to the list', async ({
  page,
}) => {
  const article = newsArticles[2]!;
  await page.goto(`/news-media/${article.url}`);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByRole('link', { name: 'News and Media' })).toHaveAttribute(
    'href',
    '/news-media/',
  );
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(article.titleShort);
  await expect(page.locator('h1')).toHaveText(article.title.replace(/<[^>]+>/g, ''));
  await expect(page.getByText(`By ${article.author}`)).toBeVisible();
  await expect(page.locator('.article__byline time')).toHaveText(article.date);
  await expect(page.locator('.article__body p').first()).toBeVisible();
  const box = page.getByRole('complementary', { name: 'Do You Have Questions About Your Case?' });
  await expect(box).toContainText('Request a free consultation today.');
  await expect(box).toHaveCSS('position', 'sticky');
  await box.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);

  await page.goto('/news-media/no-such-article');
  await expect(page).toHaveURL(/\/news-media\/?$/);
  await expect(page.locator('h1')).toHaveText('News and Media');

  // A client-side navigation to an article whose page is gone (e.g. unpublished while the list was open):
  // its data file is missing, and the visitor lands on the list too.
  await page.goto(`/news-media/${article.url}`);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/news-media/an-article-taken-down');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/news-media\/?$/);
  await expect(page.locator('h1')).toHaveText('News and Media');
});
