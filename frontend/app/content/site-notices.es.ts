/** The texts of the minimal footer's two dialogs (spec section 2, Layout). */
import { SITE_NOTICE_TITLES } from './site-notice-titles.es';

export const siteSecurityNotice: { title: string; paragraphs: string[] } = {
  title: SITE_NOTICE_TITLES.security,
  paragraphs: [
    'Este sitio web está protegido por un firewall y un sistema de prevención de intrusiones que se ' +
      'supervisan sin interrupción, las 24 horas del día, los 7 días de la semana.',
    'La información que usted nos envía a través de este sitio web, incluido el formulario de consulta, ' +
      'viaja por una conexión protegida con cifrado de 2048 bits.',
  ],
};

export const browserRequirements: {
  title: string;
  intro: string;
  browsers: { name: string; url: string }[];
} = {
  title: SITE_NOTICE_TITLES.browsers,
  intro:
    'Este sitio web funciona con las versiones actuales de todos los navegadores principales. Para que su ' +
    'experiencia sea la mejor y la más segura, mantenga su navegador actualizado. Puede descargar la ' +
    'versión más reciente aquí:',
  browsers: [
    { name: 'Google Chrome', url: 'https://www.google.com/chrome/' },
    { name: 'Mozilla Firefox', url: 'https://www.mozilla.org/firefox/new/' },
    { name: 'Apple Safari', url: 'https://www.apple.com/safari/' },
    { name: 'Microsoft Edge', url: 'https://www.microsoft.com/edge' },
  ],
};
