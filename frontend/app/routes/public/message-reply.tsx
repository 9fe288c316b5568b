// Placeholder until the public-site work fills this screen in.
export default function Page() {
  return <h1>message-reply</h1>;
}
