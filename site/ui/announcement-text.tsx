// An announcement's text drawn from core's tree (issue 20): the same paragraphs, breaks, bold, links and
// lists as the console's preview and <nard-announcements>, as elements, never as an HTML string.
import {css} from 'goober';
import {Fragment} from 'react';
import {type Inline, parseAnnouncementText} from '../../core/announcements/index.ts';
import {colors} from './theme.ts';

const textClass = () => css`
  display: grid;
  gap: 0.75em;
  & p,
  & ul {
    margin: 0;
  }
  & ul {
    padding-left: 1.2em;
  }
  & a {
    color: ${colors.link};
  }
`;

function Line({parts}: {parts: Inline[]}) {
  return parts.map((part, index) => {
    // biome-ignore lint/suspicious/noArrayIndexKey: parts of one line never reorder
    if (part.kind === 'strong') return <strong key={index}>{part.text}</strong>;
    if (part.kind === 'link') {
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one line never reorder
        <a key={index} href={part.href} rel="noopener noreferrer">
          {part.text}
        </a>
      );
    }
    // biome-ignore lint/suspicious/noArrayIndexKey: parts of one line never reorder
    return <Fragment key={index}>{part.text}</Fragment>;
  });
}

/** The formatted text of one announcement. */
export function AnnouncementText({source}: {source: string}) {
  return (
    <div className={textClass()}>
      {parseAnnouncementText(source).map((block, index) =>
        block.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one text never reorder
          <ul key={index}>
            {block.items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items never reorder
              <li key={i}>
                <Line parts={item} />
              </li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one text never reorder
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
