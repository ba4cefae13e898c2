/**
 * A label that wraps between its words only: a word with a hyphen of its own (e-mail, E-Mail,
 * e-posten) stays whole, where a browser would break it after the hyphen, which reads as a
 * hyphenation gone wrong on a narrow button.
 */
export function WholeWords({ text }: { text: string }) {
  return text.split(/(\s+)/).map((part, index) =>
    part.includes('-') ? (
      <span key={index} className="text-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
