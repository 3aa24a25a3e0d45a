// Splits CSS text into its top-level rules (`a{...}`, `@media x{a{...}}`, `@import url(x);`), for inserting
// them one by one through the CSSOM. Quotes and comments may hold braces; neither ends a rule.

/** The top-level rules of `css`, in order, each trimmed; text after the last complete rule is dropped. */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let quote = '';
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 1;
    } else if (char === '{') {
      depth++;
    } else if ((char === '}' && --depth === 0) || (char === ';' && depth === 0)) {
      const rule = css.slice(start, i + 1).trim();
      if (rule !== ';') rules.push(rule);
      start = i + 1;
    }
  }
  return rules;
}
