import { spanishCivilDateText } from '#contract/civil-date-text';
import type { PageMeta } from './types';
import { titleWithFirmName } from './firm';
import type { ArticleText, NewsText } from './ui';

/** The News and Media list page. */
export const newsMeta: PageMeta = {
  path: '/es/news-media/',
  pageTitle: titleWithFirmName('Noticias y medios | Abogados de lesiones en Seattle'),
  description:
    'Noticias de Brandt & Okafor: anuncios, reconocimientos y artículos sobre lesiones catastróficas, ' +
    'diseño de carreteras, productos defectuosos y abuso.',
  keywords:
    'noticias de la firma, abogados de lesiones en Seattle, noticias de Brandt & Okafor, diseño de ' +
    'carreteras, responsabilidad por productos defectuosos, abuso sexual infantil, lesiones catastróficas',
};

export const newsText: NewsText = {
  heading: 'Noticias y medios',
  kicker: 'De la firma',
  listLabel: 'Artículos de noticias',
  filterLabel: 'Filtrar noticias',
  featured: 'Destacados',
  category: 'Categoría',
  allCategories: 'Elija una categoría',
  year: 'Año',
  allYears: 'Elija un año',
  clearAll: 'Borrar filtros',
  count: (count) => (count === 1 ? '1 artículo' : `${count} artículos`),
  empty: (phone) =>
    `No encontramos noticias con esos filtros. Si desea más información, llámenos al ${phone}. ¡Gracias!`,
  categories: {
    'Catastrophic Injury': 'Lesiones catastróficas',
    'Recent Honors': 'Reconocimientos recientes',
    'Highway Design': 'Diseño de carreteras',
    'Product Liability': 'Productos defectuosos',
    'Child Sexual Abuse': 'Abuso sexual infantil',
  },
  otherLanguageNote: '(en inglés)',
};

export const articleText: ArticleText = {
  breadcrumb: 'Ruta de navegación',
  by: (author) => `Por ${author}`,
  date: spanishCivilDateText,
  questionsHeading: '¿Tiene preguntas sobre su caso?',
  questionsText: 'Solicite hoy una consulta gratuita.',
  contactUs: 'Contáctenos',
};
