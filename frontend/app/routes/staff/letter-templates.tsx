export default function LetterTemplates() { return null; }
