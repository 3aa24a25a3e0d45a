import {describe, expect, it} from 'vitest';
import {topLevelRules} from './css-rules.ts';

describe('topLevelRules', () => {
  it('splits plain rules, nested at-rules and statements at the top level', () => {
    expect(
      topLevelRules(
        '@import url(a.css);.a{color:red;}@media (min-width: 1024px){.a{grid-column:1 / -1;}.b{x:y}} .c:hover{}',
      ),
    ).toEqual([
      '@import url(a.css);',
      '.a{color:red;}',
      '@media (min-width: 1024px){.a{grid-column:1 / -1;}.b{x:y}}',
      '.c:hover{}',
    ]);
  });

  it('does not end a rule at a brace inside quotes or a comment', () => {
    expect(topLevelRules(`.a::before{content:"}";}/* { */.b{content:'\\'{'}`)).toEqual([
      '.a::before{content:"}";}',
      `/* { */.b{content:'\\'{'}`,
    ]);
  });

  it('drops an unfinished rule and empty input', () => {
    expect(topLevelRules('.a{x:y}.b{')).toEqual(['.a{x:y}']);
    expect(topLevelRules('')).toEqual([]);
  });
});
