import type { PageMeta } from './types';
import { titleWithFirmName } from './firm';

/** The thank-you page after a consultation request; kept out of search results like the English page. */
export const messageReplyMeta: PageMeta = {
  path: '/es/message-reply',
  pageTitle: titleWithFirmName('Gracias por comunicarse con nosotros'),
  description:
    'Gracias por solicitar una consulta con Brandt & Okafor. Nuestro equipo está revisando su mensaje y se ' +
    'comunicará con usted lo antes posible.',
  keywords: 'solicitud de consulta recibida, gracias, Brandt & Okafor, abogados de lesiones en Seattle',
};
