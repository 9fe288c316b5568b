// Placeholder until the staff sign-in work fills this screen in.
export default function Page() {
  return <h1>dashboard</h1>;
}
