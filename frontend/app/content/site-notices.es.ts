/** The texts of the minimal footer's two dialogs in Spanish (see site-notices.ts). */
import { SUPPORTED_BROWSERS } from './browsers';
import type { SiteNotices } from './types';

export const siteSecurityNotice: SiteNotices['siteSecurityNotice'] = {
  paragraphs: [
    'Este sitio web está protegido por un firewall y un sistema de prevención de intrusiones que se ' +
      'supervisan sin interrupción, las 24 horas del día, los 7 días de la semana.',
    'La información que usted nos envía a través de este sitio web, incluido el formulario de consulta, ' +
      'viaja por una conexión protegida con cifrado de 2048 bits.',
  ],
};

export const browserRequirements: SiteNotices['browserRequirements'] = {
  intro:
    'Este sitio web funciona con las versiones actuales de todos los navegadores principales. Para que su ' +
    'experiencia sea la mejor y la más segura, mantenga su navegador actualizado. Puede descargar la ' +
    'versión más reciente aquí:',
  browsers: SUPPORTED_BROWSERS,
};
