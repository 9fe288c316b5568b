import type { Route } from './+types/home';

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'Seattle Personal Injury Lawyers | Brandt & Okafor' },
    {
      name: 'description',
      content: 'Brandt & Okafor, PLLC: Seattle trial attorneys for the seriously injured.',
    },
  ];
}

export default function Home() {
  return <h1>Seattle Trial Attorneys</h1>;
}
