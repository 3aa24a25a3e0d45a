// The 23 questions of /faq, written from FACTS.md in plain words: short sentences, one idea each. The
// words are the faq book's (core/i18n/books/faq); each item names its question and its answer's sentences.
import type {BookKey, faqBook} from '../../../core/i18n/index.ts';

type FaqKey = BookKey<typeof faqBook>;

export type FaqItem = {id: string; title: FaqKey; details: readonly FaqKey[]};

export const FAQ_ITEMS: readonly FaqItem[] = [
  {id: 'what-is-nard', title: 'whatIsNardQuestion', details: ['whatIsNardAnswer1', 'whatIsNardAnswer2']},
  {
    id: 'who-we-help',
    title: 'whoWeHelpQuestion',
    details: ['whoWeHelpAnswer1', 'whoWeHelpAnswer2', 'whoWeHelpAnswer3'],
  },
  {
    id: 'yellow-ribbon',
    title: 'yellowRibbonQuestion',
    details: ['yellowRibbonAnswer1', 'yellowRibbonAnswer2'],
  },
  {id: 'how-to-apply', title: 'howToApplyQuestion', details: ['howToApplyAnswer1', 'howToApplyAnswer2']},
  {id: 'training-fee', title: 'trainingFeeQuestion', details: ['trainingFeeAnswer1']},
  {id: 'trial-pay', title: 'trialPayQuestion', details: ['trialPayAnswer1', 'trialPayAnswer2']},
  {id: 'after-trial', title: 'afterTrialQuestion', details: ['afterTrialAnswer1', 'afterTrialAnswer2']},
  {id: 'courses', title: 'coursesQuestion', details: ['coursesAnswer1']},
  {id: 'volunteer-age', title: 'volunteerAgeQuestion', details: ['volunteerAgeAnswer1']},
  {
    id: 'how-volunteer',
    title: 'howVolunteerQuestion',
    details: ['howVolunteerAnswer1', 'howVolunteerAnswer2'],
  },
  {
    id: 'volunteer-tasks',
    title: 'volunteerTasksQuestion',
    details: ['volunteerTasksAnswer1', 'volunteerTasksAnswer2'],
  },
  {id: 'farm-where', title: 'farmWhereQuestion', details: ['farmWhereAnswer1', 'farmWhereAnswer2']},
  {id: 'farm-what', title: 'farmWhatQuestion', details: ['farmWhatAnswer1', 'farmWhatAnswer2']},
  {id: 'min-donation', title: 'minDonationQuestion', details: ['minDonationAnswer1']},
  {id: 'recurring', title: 'recurringQuestion', details: ['recurringAnswer1']},
  {id: 'how-pay', title: 'howPayQuestion', details: ['howPayAnswer1', 'howPayAnswer2']},
  {id: 'goods', title: 'goodsQuestion', details: ['goodsAnswer1']},
  {
    id: 'where-money-goes',
    title: 'whereMoneyGoesQuestion',
    details: ['whereMoneyGoesAnswer1', 'whereMoneyGoesAnswer2'],
  },
  {id: 'audits', title: 'auditsQuestion', details: ['auditsAnswer1', 'auditsAnswer2']},
  {id: 'partners', title: 'partnersQuestion', details: ['partnersAnswer1']},
  {id: 'be-partner', title: 'bePartnerQuestion', details: ['bePartnerAnswer1', 'bePartnerAnswer2']},
  {id: 'data', title: 'dataQuestion', details: ['dataAnswer1', 'dataAnswer2']},
  {id: 'homebiz', title: 'homebizQuestion', details: ['homebizAnswer1', 'homebizAnswer2']},
];
