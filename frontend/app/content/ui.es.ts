/**
 * The public site's own words in Spanish (see ui.ts): the Spanish pages' layout provides these, so an English
 * page never downloads them.
 */
import type { UiText } from './ui';

export const uiText: UiText = {
  skipLink: 'Saltar al contenido principal',
  nav: {
    main: 'Principal',
    mobile: 'Menú móvil',
    home: 'Inicio',
    about: 'Nosotros',
    attorneys: 'Abogados',
    ourTeam: 'Nuestro equipo',
    practiceAreas: 'Áreas de práctica',
    overview: 'Panorama general',
    results: 'Resultados',
    news: 'Noticias',
    contact: 'Contacto',
  },
  header: { logoHome: 'inicio', phoneLabel: 'Consulta gratuita', menu: 'Menú', closeMenu: 'Cerrar el menú' },
  switcher: {
    otherName: 'English',
    otherLabel: 'Read this page in English',
    unavailable: 'Esta página no tiene versión en inglés.',
  },
  footer: {
    office: 'Nuestra oficina',
    callUs: 'Llámenos',
    callUsText:
      'Consultas gratuitas y confidenciales. No cobramos honorarios a menos que obtengamos una compensación para usted.',
    social: 'Redes sociales',
    quickLinks: 'Enlaces rápidos',
    disclaimer: 'Aviso legal',
    mapDirections: 'Mapa y cómo llegar',
    securityTitle: 'Seguridad del sitio',
    browsersTitle: 'Navegadores compatibles',
  },
  newTab: '(se abre en una pestaña nueva)',
  close: 'Cerrar',
  call: (phone) => `Llame al ${phone}`,
  carousel: {
    carousel: 'carrusel',
    slide: 'diapositiva',
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
    position: (slide, count) => `${slide} de ${count}`,
  },
  awards: { heading: 'Premios y reconocimientos', label: 'Premios y reconocimientos' },
  priorResults: 'Los resultados anteriores no garantizan un resultado similar.',
  results: {
    confidential: 'Confidencial',
    settlementTypes: {
      Settlement: 'Acuerdo',
      Verdict: 'Veredicto',
      'Multi-Defendant Settlement': 'Acuerdo con varios demandados',
    },
  },
  notFound: 'Página no encontrada',
};
