import {describe, expect, test} from 'vitest';
import {projectForPage, projectPagePath} from './projects.ts';

describe('project pages', () => {
  test.each([
    ['urban-farming', '/projects/1'],
    ['coffee-roastery', '/projects/2'],
    ['carting', '/projects/3'],
    ['education', '/projects/4'],
    ['laundry', '/projects'],
  ])('%s lives at %s', (id, path) => {
    expect(projectPagePath(id)).toBe(path);
  });

  test.each([
    ['1', 'urban-farming'],
    ['2', 'coffee-roastery'],
    ['3', 'carting'],
    ['4', 'education'],
    ['5', 'urban-farming'],
    ['0', 'urban-farming'],
    ['abc', 'urban-farming'],
    ['03', 'urban-farming'],
    [undefined, 'urban-farming'],
  ])('page %s shows %s', (page, id) => {
    expect(projectForPage(page).id).toBe(id);
  });
});
