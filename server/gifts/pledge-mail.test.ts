// The pledge mail's English is the donate panel's (core/donate, core/content): the book repeats it word for
// word, so a change on one side fails here rather than in a donor's inbox.
import {describe, expect, it} from 'vitest';
import {giftProjectTitle} from '../../core/content/index.ts';
import {bankDetailLines, DONATE_WORDS} from '../../core/donate/index.ts';
import {mailsGiftsBook, wordsIn} from '../../core/i18n/index.ts';
import {installIcuCompiler} from '../../core/icu/index.ts';
import {GIFT_PROJECTS} from '../../core/rules/index.ts';
import {PROJECT_KEYS, projectName} from './pledge-mail.ts';

installIcuCompiler();
const english = () => wordsIn(mailsGiftsBook, 'en');

describe('the pledge mail’s English', () => {
  it.each(GIFT_PROJECTS)('names %s as core/rules does', (project) => {
    expect(english()(PROJECT_KEYS[project])).toBe(giftProjectTitle(project));
    expect(projectName(english(), project)).toBe(giftProjectTitle(project));
  });

  it('keeps an unknown project id as it is', () => {
    expect(projectName(english(), 'old-project')).toBe('old-project');
  });

  it('says the reference, the receipt and the bank lines as the donate panel does', () => {
    const words = english();
    expect(words('pledgeReference', {reference: 'R'})).toBe(`${DONATE_WORDS.referenceLabel}: R`);
    expect(words('receiptLater')).toBe(DONATE_WORDS.receiptLater);
    const bank = {bankName: 'B', accountNumber: 'A', beneficiaryName: 'N', bankCode: 'C'};
    expect(
      (['bankName', 'bankAccountNumber', 'bankBeneficiary', 'bankCode', 'bankReference'] as const).map(
        (key, index) => words(key, {value: bankDetailLines(bank, 'R')[index]![1]}),
      ),
    ).toEqual(bankDetailLines(bank, 'R').map(([label, value]) => `${label}: ${value}`));
  });
});
