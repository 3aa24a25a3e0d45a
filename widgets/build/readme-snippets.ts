// The README's copy-paste snippets carry SRI hashes, which change with every widget change. This writes
// them from dist/widgets/manifest.json, and the widgets budget test checks they are current.
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

type ManifestEntry = {file: string; integrity: string};

const START = '<!-- widget-snippets:start (npm run docs:snippets writes this block) -->';
const END = '<!-- widget-snippets:end -->';
const SITE = 'https://nard.example';

// `words`: a language part the snippet loads before the element's script (lazy-part.ts takes it over).
const ELEMENTS: {file: string; tag: string; attributes: string; says: string; words?: string}[] = [
  {
    file: 'nard-volunteer-form.js',
    tag: 'nard-volunteer-form',
    attributes: ' type="volunteer"',
    says: 'Volunteer or Work For Us form (`type="work"` for Work For Us)',
  },
  {
    file: 'nard-contributions.js',
    tag: 'nard-contributions',
    attributes: '',
    says: 'Contributions, expenditures and audit reports (`project="urban-farming"` for one project)',
  },
  {
    file: 'nard-announcements.js',
    tag: 'nard-announcements',
    attributes: ' limit="3"',
    says: 'Announcements (`limit` is optional)',
  },
  {
    file: 'nard-donate.js',
    tag: 'nard-donate',
    attributes: ' amount="50"',
    says: 'Donate panel (`amount` preselects a PayNow amount in dollars)',
  },
  {
    file: 'nard-volunteer-form.js',
    words: 'nard-volunteer-form-ms.js',
    tag: 'nard-volunteer-form',
    attributes: ' type="volunteer" lang="ms"',
    says: "In Chinese, Malay or Tamil (an element follows its own `lang`, else the nearest one on the page), put the element's words in that language (`-zh.js`, `-ms.js`, `-ta.js`; every hash is in `/widgets/manifest.json`) before its script, so both download at once. Without them the element fetches its words itself once its script has run, a request later. The form in Malay",
  },
  {
    file: 'nard-widgets.js',
    tag: 'nard-announcements',
    attributes: '',
    says: "Or one loader for all four: it fetches an element's script only when that element appears",
  },
];

/** The Markdown block of snippets for the given manifest. */
export function snippetBlock(files: ManifestEntry[]): string {
  const script = (file: string) => {
    const integrity = files.find((entry) => entry.file === file)?.integrity;
    if (!integrity) throw new Error(`manifest.json has no entry for ${file}: run npm run build:widgets`);
    return `<script src="${SITE}/widgets/${file}" integrity="${integrity}" crossorigin="anonymous" defer></script>`;
  };
  const parts = ELEMENTS.map(({file, words, tag, attributes, says}) => {
    const scripts = [...(words ? [script(words)] : []), script(file)].join('\n');
    return `${says}:\n\n\`\`\`html\n${scripts}\n<${tag}${attributes}></${tag}>\n\`\`\``;
  });
  return [START, ...parts, END].join('\n\n');
}

/** The snippet block as it stands in a README text, or null when the markers are missing. */
export function currentBlock(readme: string): string | null {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  return start === -1 || end === -1 ? null : readme.slice(start, end + END.length);
}

/** Reads the built manifest. */
export function readManifest(root: string): ManifestEntry[] {
  const text = readFileSync(path.join(root, 'dist/widgets/manifest.json'), 'utf8');
  return (JSON.parse(text) as {files: ManifestEntry[]}).files;
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '../..');
  const readmePath = path.join(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const block = currentBlock(readme);
  if (!block) throw new Error('README.md has no widget-snippets markers');
  writeFileSync(readmePath, readme.replace(block, snippetBlock(readManifest(root))));
  console.info('README.md: widget snippets written from dist/widgets/manifest.json');
}
