// One fixture for the site's and the widget's renderer tests (issue 20): the same text must come out as the
// same elements in both, so staff see in the preview what visitors see on the page and in the widget.

export const SAMPLE_SOURCE = [
  'Open **Saturday**',
  '9 am to 1 pm',
  '',
  '- Farm shop',
  '- [Cafe](https://nard.example/cafe)',
  '',
  'Never [a link](javascript:alert(1)) here.',
].join('\n');

/** The elements both renderers make, as markup without classes. */
export const SAMPLE_MARKUP =
  '<p>Open <strong>Saturday</strong><br>9 am to 1 pm</p>' +
  '<ul><li>Farm shop</li><li><a href="https://nard.example/cafe" rel="noopener noreferrer">Cafe</a></li></ul>' +
  '<p>Never a link here.</p>';

/** The markup of what `container` holds, without class attributes or comment markers. */
export function markupOf(container: Element): string {
  return container.innerHTML.replace(/ class="[^"]*"/g, '').replace(/<!--.*?-->/g, '');
}
