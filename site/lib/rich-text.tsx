// A message with tags rendered as React nodes: `Find them on the <link>contributions page</link>.` with
// `{link: (text) => <TextLink href="/contributions">{text}</TextLink>}`.
import {Fragment, type ReactNode} from 'react';
import type {MessageArgs, Words} from '../../core/i18n/index.ts';

/** The pieces of a rich message, keyed for React. */
export function richText<K extends string>(
  words: Words<K>,
  key: K,
  tags: Readonly<Record<string, (children: ReactNode[]) => ReactNode>>,
  args?: MessageArgs,
): ReactNode {
  return (
    words
      .rich<ReactNode>(key, tags, args)
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one message never reorder.
      .map((piece, index) => <Fragment key={index}>{piece}</Fragment>)
  );
}
