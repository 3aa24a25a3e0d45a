import {describe, expect, it} from 'vitest';
import {contentIn} from './content-in.ts';

const announcement = {
  title: 'Open day',
  description: 'Come and see the farm.',
  translations: {zh: {title: '开放日', description: '欢迎来农场参观。'}},
};
const event = {
  description: 'Harvest morning',
  task: 'Picking kale',
  translations: {ta: {description: 'அறுவடை காலை', task: 'கீரை பறித்தல்'}},
};

describe('contentIn: the reader’s language when staff gave it, else the English marked en', () => {
  it.each([
    [announcement, 'zh', {title: '开放日', text: '欢迎来农场参观。', lang: 'zh'}],
    [announcement, 'ms', {title: 'Open day', text: 'Come and see the farm.', lang: 'en'}],
    [announcement, 'en', {title: 'Open day', text: 'Come and see the farm.', lang: 'en'}],
    [{title: 'Hours', description: 'Open 9-5.'}, 'ta', {title: 'Hours', text: 'Open 9-5.', lang: 'en'}],
    [event, 'ta', {title: 'அறுவடை காலை', text: 'கீரை பறித்தல்', lang: 'ta'}],
    [event, 'zh', {title: 'Harvest morning', text: 'Picking kale', lang: 'en'}],
    [{description: 'Clean-up', task: 'Sweeping'}, 'ms', {title: 'Clean-up', text: 'Sweeping', lang: 'en'}],
  ] as const)('%j in %s', (record, language, shown) => {
    expect(contentIn(record, language)).toEqual(shown);
  });
});
