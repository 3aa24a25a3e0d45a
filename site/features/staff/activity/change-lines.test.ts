import {describe, expect, it} from 'vitest';
import {changeLines} from './change-lines.ts';

describe('changeLines', () => {
  it.each([
    {
      name: 'an update lists only the changed fields',
      before: {id: '1', role: 'user', email: 'a@b.c'},
      after: {id: '1', role: 'admin', email: 'a@b.c'},
      lines: [{field: 'role', before: 'user', after: 'admin'}],
    },
    {
      name: 'a create has no before',
      before: null,
      after: {title: 'Open day', date: '2026-01-05'},
      lines: [
        {field: 'title', before: null, after: 'Open day'},
        {field: 'date', before: null, after: '2026-01-05'},
      ],
    },
    {
      name: 'a delete has no after; lists and empty values are written out',
      before: {names: ['Ana', 'Ben'], note: ''},
      after: null,
      lines: [
        {field: 'names', before: 'Ana, Ben', after: null},
        {field: 'note', before: '(empty)', after: null},
      ],
    },
  ])('$name', ({before, after, lines}) => {
    expect(changeLines(before, after)).toEqual(lines);
  });
});
