/**
 * The labels of the minimal footer's two dialog buttons. Kept apart from the dialog texts
 * (site-notices.es.ts), so those load with the dialogs instead of with every page.
 */
export const SITE_NOTICE_TITLES: { readonly security: string; readonly browsers: string } = {
  security: 'Seguridad del sitio',
  browsers: 'Requisitos del navegador',
};
