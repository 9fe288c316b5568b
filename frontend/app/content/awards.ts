import type { Award } from './types';

/** The twelve recognitions shown in the awards carousels. Alt text names each recognition. */
const awardNames: string[] = [
  'Trial Lawyers Honor Roll, 2025',
  'Trial Lawyers Honor Roll, 2024',
  'Peer Review Rated Preeminent',
  'Million Dollar Advocates',
  'Multi-Million Dollar Advocates',
  'WSAJ Eagle Member',
  'Top 100 Trial Lawyers, Washington',
  'Lifetime Achievement Award, 2019',
  'Civil Rights Advocate of the Year, 2023',
  'Champion of Justice Award, 2021',
  'Rising Trial Lawyer, 2015',
  'Highway Safety Advocacy Award, 2016',
];

export const awards: Award[] = awardNames.map((name, index) => {
  const id = index + 1;
  return {
    id,
    image: {
      src: `/images/awards/award-${String(id).padStart(2, '0')}.svg`,
      width: 200,
      height: 200,
      alt: `Award seal: ${name}`,
    },
  };
});
