// An announcement's text in the widget, drawn from core's tree like the site's (site/ui/announcement-text):
// the same paragraphs, breaks, bold, links and lists, as elements, never an HTML string.
// Keys are positions: the parts of one text never reorder.
import {Fragment} from 'preact';
import {type Inline, parseAnnouncementText} from '../../core/announcements/index.ts';

function Line({parts}: {parts: Inline[]}) {
  return (
    <Fragment>
      {parts.map((part, index) =>
        part.kind === 'strong' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <strong key={index}>{part.text}</strong>
        ) : part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <a key={index} href={part.href} rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </Fragment>
  );
}

/** The formatted text of one announcement. */
export function AnnouncementText({source}: {source: string}) {
  return (
    <div class="text">
      {parseAnnouncementText(source).map((block, index) =>
        block.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks never reorder
          <ul key={index}>
            {block.items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items never reorder
              <li key={i}>
                <Line parts={item} />
              </li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks never reorder
          <p key={index}>
            {block.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines never reorder
              <Fragment key={i}>
                {i > 0 ? <br /> : null}
                <Line parts={line} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
