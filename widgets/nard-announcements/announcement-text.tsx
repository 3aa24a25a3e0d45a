// An announcement's text in the widget, drawn from core's tree like the site's (site/ui/announcement-text):
// the same paragraphs, breaks, bold, links and lists, as elements, never an HTML string.
import {Fragment} from 'preact';
import {type Inline, parseAnnouncementText} from '../../core/data/announcement-text.ts';

function Line({parts}: {parts: Inline[]}) {
  return (
    <Fragment>
      {parts.map((part) =>
        part.kind === 'strong' ? (
          <strong>{part.text}</strong>
        ) : part.kind === 'link' ? (
          <a href={part.href} rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </Fragment>
  );
}

/** The formatted text of one announcement. */
export function AnnouncementText({source}: {source: string}) {
  return (
    <div class="text">
      {parseAnnouncementText(source).map((block) =>
        block.kind === 'list' ? (
          <ul>
            {block.items.map((item) => (
              <li>
                <Line parts={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p>
            {block.lines.map((line, i) => (
              <Fragment>
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
