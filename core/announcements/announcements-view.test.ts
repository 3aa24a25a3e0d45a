import {describe, expect, it} from 'vitest';
import {announcementRows} from './announcements-view.ts';

const list = [
  {
    id: 'a',
    date: '2024-11-02',
    title: 'New store hours',
    description: 'We open at 10.',
    translations: {zh: {title: '新的营业时间', description: '我们十点开门。'}},
  },
  {id: 'b', date: '2024-10-01', title: 'Harvest day', description: 'Come and pick.'},
];

describe('announcements view', () => {
  it.each([
    {limit: undefined, numbers: ['1', '2']},
    {limit: 1, numbers: ['1']},
  ])('numbers the rows in the API order (limit $limit)', ({limit, numbers}) => {
    const rows = announcementRows(list, 'en', limit);
    expect(rows.map((row) => row.number)).toEqual(numbers);
    expect(rows[0]).toMatchObject({id: 'a', date: '11/2/2024', title: 'New store hours', lang: 'en'});
  });

  it("shows the staff's translation with the reader's date, else the English marked as English", () => {
    const [translated, english] = announcementRows(list, 'zh');
    expect(translated).toMatchObject({title: '新的营业时间', description: '我们十点开门。', lang: 'zh'});
    expect(translated?.date).toBe('2024年11月2日');
    expect(english).toMatchObject({title: 'Harvest day', description: 'Come and pick.', lang: 'en'});
  });
});
