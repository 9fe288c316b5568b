/**
 * The `<option>`s of a select, one per choice: a record maps each value to the label people read, a list of
 * strings is its own labels. Plain markup, so a public page's form brings no react-bootstrap with it.
 */
export function SelectOptions({
  choices,
}: {
  choices: readonly string[] | Readonly<Record<string, string>>;
}) {
  const entries = Array.isArray(choices)
    ? choices.map((choice) => [choice, choice] as const)
    : Object.entries(choices);
  return entries.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
