import {describe, expect, it} from 'vitest';
import {announcementRows, announcementToggle} from './announcements-view.ts';

const list = [
  {id: 'a', date: '2024-11-02', title: 'New store hours', description: 'We open at 10.'},
  {id: 'b', date: '2024-10-01', title: 'Harvest day', description: 'Come and pick.'},
];

describe('announcements view', () => {
  it.each([
    {limit: undefined, numbers: ['1', '2']},
    {limit: 1, numbers: ['1']},
  ])('numbers the rows in the API order (limit $limit)', ({limit, numbers}) => {
    const rows = announcementRows(list, limit);
    expect(rows.map((row) => row.number)).toEqual(numbers);
    expect(rows[0]).toMatchObject({id: 'a', date: '11/2/2024', title: 'New store hours'});
  });

  it.each([
    {open: false, label: 'Show'},
    {open: true, label: 'Hide'},
  ])('labels the toggle $label when open is $open', ({open, label}) => {
    expect(announcementToggle(open, 'Harvest day')).toEqual({label, context: ' details of Harvest day'});
  });
});
