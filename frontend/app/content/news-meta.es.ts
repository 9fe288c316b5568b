import type { PageMeta } from './types';
import { titleWithFirmName } from './firm';

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
