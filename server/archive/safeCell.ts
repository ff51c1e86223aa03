/**
 * A text cell that a spreadsheet could read as a formula (it begins with = + - @, or a tab or
 * carriage return that some programs skip before one) gets a leading apostrophe, so an archive
 * title such as "=HYPERLINK(...)" is shown as the words it is and never run (OWASP CSV injection).
 */
const formulaStart = /^[=+\-@\t\r]/;

export function neutralisedText(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}
