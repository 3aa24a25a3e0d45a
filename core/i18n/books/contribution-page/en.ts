// The contributions page's own story: the banner, Our Goal, Why Contribution Matter? and the cause (the
// ledgers' words are core/contributions', in the contributions book).
export default {
  pageTitle: 'Contribution',
  pageLead: 'See where every dollar comes from and where it goes. Then, if you can, give.',
  donateNow: 'Donate Now',
  goalTitle: 'Our Goal',
  goalPeople:
    'We want every special-needs individual, every person coming home from prison and every family in need to have a skill, a job and a place in the community.',
  goalGift:
    'Your gift pays for training, tools, seeds and coffee beans, and the allowances our trainees live on.',
  whyTitle: 'Why Contribution Matter?',
  whyFirstJob:
    'Many of the people we train find it hard to get a first job. A few months of paid training can change that for good.',
  whyNoMinimum:
    'There is no minimum gift. Some people give once; others give every month, every quarter or once a year. Every amount is listed below, so you can see it at work.',
  causeTitle: 'Details about the cause',
  causeEducationTitle: 'Education for special needs',
  causeEducationText:
    'We teach real job skills, like growing vegetables and roasting coffee, at a pace that suits each learner. There is no training fee.',
  causeYellowRibbonTitle: 'Yellow Ribbon programmes',
  causeYellowRibbonText:
    'In Singapore, the Yellow Ribbon stands for giving ex-offenders a second chance. We help people leaving prison learn a trade and find steady work.',
  causeSupportTitle: 'Support for underprivileged groups',
  causeSupportText:
    'Trainees get an allowance during a two-month trial, then a six-month internship with an industry partner, so they can earn while they learn.',
};
