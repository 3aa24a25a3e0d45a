import {describe, expect, it} from 'vitest';
import {
  applicationSignupInput,
  changeApplicationField,
  citiesOf,
  EMPTY_APPLICATION,
  toInternationalPhone,
} from './application-draft.ts';

describe('changeApplicationField', () => {
  it('clears the city when the region changes', () => {
    const chosen = {...EMPTY_APPLICATION, region: 'east', city: 'Bedok'};
    expect(changeApplicationField(chosen, 'region', 'west')).toMatchObject({region: 'west', city: ''});
  });

  it('keeps the other fields when one changes', () => {
    const chosen = {...EMPTY_APPLICATION, region: 'east', city: 'Bedok'};
    expect(changeApplicationField(chosen, 'fullName', 'Siti')).toEqual({...chosen, fullName: 'Siti'});
  });
});

describe('citiesOf', () => {
  it.each([
    {region: 'east', first: 'Bedok', count: 6},
    {region: 'northEast', first: 'Ang Mo Kio', count: 7},
  ])('lists the $count cities of $region', ({region, first, count}) => {
    expect(citiesOf(region)[0]).toBe(first);
    expect(citiesOf(region)).toHaveLength(count);
  });

  it.each(['', 'south', 'toString', '__proto__'])('has no cities for %j', (region) => {
    expect(citiesOf(region)).toEqual([]);
  });
});

describe('toInternationalPhone', () => {
  it.each([
    {typed: '91234567', sent: '+6591234567'},
    {typed: ' 9123 4567 ', sent: '+6591234567'},
    {typed: '9123-4567', sent: '+6591234567'},
    {typed: '', sent: ''},
    {typed: '   ', sent: ''},
  ])('sends $typed as $sent', ({typed, sent}) => {
    expect(toInternationalPhone(typed)).toBe(sent);
  });
});

describe('applicationSignupInput', () => {
  it('adds the type and the calling code to both phones', () => {
    const draft = {...EMPTY_APPLICATION, phoneNumber: '91234567', emergencyContact: '', fullName: 'Siti'};
    expect(applicationSignupInput(draft, 'work')).toEqual({
      ...draft,
      phoneNumber: '+6591234567',
      emergencyContact: '',
      type: 'work',
    });
  });
});
