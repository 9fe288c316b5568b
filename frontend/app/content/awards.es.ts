import type { Award } from './types';

/**
 * The twelve recognitions shown in the awards carousels, in the same order and with the same images as
 * awards.ts. Alt text names each recognition in Spanish; names that are an organisation's own list or rating
 * (Honor Roll, Million Dollar Advocates, Top 100, Eagle, Preeminent) stay as the seal spells them.
 */
const awardNames: string[] = [
  'Trial Lawyers Honor Roll, 2025',
  'Trial Lawyers Honor Roll, 2024',
  'calificación Preeminent en la evaluación de colegas',
  'Million Dollar Advocates',
  'Multi-Million Dollar Advocates',
  'miembro Eagle de la WSAJ',
  'Top 100 Trial Lawyers, Washington',
  'premio a la trayectoria, 2019',
  'defensor de los derechos civiles del año, 2023',
  'premio Campeón de la Justicia, 2021',
  'abogado litigante en ascenso, 2015',
  'premio a la defensa de la seguridad vial, 2016',
];

export const awards: Award[] = awardNames.map((name, index) => {
  const id = index + 1;
  return {
    id,
    image: {
      src: `/images/awards/award-${String(id).padStart(2, '0')}.svg`,
      width: 200,
      height: 200,
      alt: `Sello de reconocimiento: ${name}`,
    },
  };
});
